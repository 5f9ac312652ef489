import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import { sessionStore, type Session } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { MOCK_THERAPIST } from 'shared-ui/testing/mock-api';
import { setupBillingTests } from '../testing/setup-tests';
import { BillingRoutes } from '../app';
import { billingPages } from '../routes';

/**
 * QA mode (`npm start -w mf-billing`) signs in shared-ui's QA_SESSION over this remote's mock database: every
 * route mf-billing owns must show that user's data, not an empty list. QA_SESSION is not exported from
 * 'shared-ui/qa': the QA host's source must build it from the mock world's therapist (MOCK_THERAPIST), whom the
 * fixtures are; a session written out literally is read from the source as it stands.
 */
const host = fs.readFileSync(path.join(__dirname, '../../../shared-ui/src/qa/run-standalone.tsx'), 'utf8');
const block = host.slice(host.indexOf('export const QA_SESSION'));
const builtFromMockWorld = (name: string, field: keyof typeof MOCK_THERAPIST) =>
  new RegExp(`${name}:\\s*MOCK_THERAPIST\\.${field}\\b`).test(block);
const field = (name: string, mockField: keyof typeof MOCK_THERAPIST) =>
  builtFromMockWorld(name, mockField)
    ? String(MOCK_THERAPIST[mockField])
    : new RegExp(`${name}:\\s*'([^']+)'`).exec(block)?.[1];
const QA: Session = {
  userId: field('userId', 'id')!,
  email: field('email', 'email')!,
  role: 'THERAPIST',
  clinicId: field('clinicId', 'clinic_id')!,
  firstName: field('firstName', 'first_name')!,
  lastName: field('lastName', 'last_name')!,
};

const { fixtures } = setupBillingTests();

describe("QA mode: the mock database is the QA host's signed-in therapist's", () => {
  beforeEach(() => sessionStore.set(QA));

  it('has the same user and clinic as the QA session', () => {
    expect(QA.userId).toBeTruthy();
    expect(fixtures.therapist.id).toBe(QA.userId);
    expect(fixtures.clinic.id).toBe(QA.clinicId);
  });

  const f = fixtures;
  const cases: Array<[string, () => Promise<unknown>]> = [
    [
      '/payments',
      async () =>
        within(await screen.findByRole('list', { name: 'Not sent' })).findAllByText('Kari Nordmann'),
    ],
    [
      '/payments?category=UNPAID',
      async () => within(await screen.findByRole('list', { name: 'Unpaid' })).findAllByText('Åse Berg'),
    ],
    [`/payment/${f.appointments.notSent.id}/edit`, () => screen.findByDisplayValue(f.patients.kari.email)],
    ['/invoices', () => screen.findByRole('link', { name: 'Invoice 2' })],
    [`/invoices?patient=${f.patients.kari.id}`, () => screen.findByRole('link', { name: 'Invoice 1' })],
    ['/invoice/create', () => screen.findByDisplayValue('3')],
    [`/invoice/${f.invoices.first.id}`, () => screen.findByText('Kari Nordmann')],
    [`/invoice/${f.invoices.second.id}/edit`, () => screen.findByDisplayValue('2')],
    ['/settings/appointments', () => screen.findByText(f.appointmentTypes.individual.name)],
    [
      `/settings/appointment/${f.appointmentTypes.individual.id}/edit`,
      () => screen.findByDisplayValue('950'),
    ],
  ];

  it('covers every page of routes.json', () => {
    const urls = cases.map(([route]) => route.split('?')[0]!);
    for (const page of billingPages.paths)
      expect([page, urls.some((url) => matchPath(page, url))]).toEqual([page, true]);
  });

  it.each(cases)('%s shows mock data', async (route, findData) => {
    renderWithProviders(<BillingRoutes />, { route });
    await expect(findData()).resolves.toBeTruthy();
  });
});

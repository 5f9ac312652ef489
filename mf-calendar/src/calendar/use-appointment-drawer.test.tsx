import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { setupCalendarTests } from '../testing/setup-tests';
import { WorkingHoursModalGate } from '../working-hours/working-hours-modal-gate';
import { useAppointmentDrawer } from './use-appointment-drawer';

/**
 * ?isCreateAppointmentFormOpen=true on a load where the working-hours modal opens too (spec 000 §2.4, §4):
 * the modal first and alone, then the form, whichever of the two reads answers first (issue 16). The page's
 * form state is rendered by a small probe beside the real gate (closing a Radix modal above FullCalendar does
 * not settle under jsdom); e2e/tests/working-hours.e2e.ts covers the composed screen in a browser.
 */
const { server, db, fixtures } = setupCalendarTests();
const LINK = `/dashboard/calendar?isCreateAppointmentFormOpen=true&freePatientId=${fixtures.patients.kari.id}`;

/** What the calendar page does with the state: the drawer when `mode` is set, closing through `close`. */
function FormProbe() {
  const form = useAppointmentDrawer();
  const { search } = useLocation();
  return (
    <>
      <output data-testid="search">{search}</output>
      {form.mode && (
        <section aria-label="Create appointment form">
          <p>
            {form.mode.kind} {form.mode.kind === 'create' ? (form.mode.patientUserId ?? '') : ''}
          </p>
          <button type="button" onClick={form.close}>
            Close form
          </button>
        </section>
      )}
    </>
  );
}

function renderCalendar(route = LINK) {
  return renderWithProviders(
    <>
      <WorkingHoursModalGate />
      <Routes>
        <Route path="/dashboard/calendar" element={<FormProbe />} />
        <Route path="*" element={null} />
      </Routes>
    </>,
    { route },
  );
}

const stale = () => db.update('weekly_working_hours', () => true, { last_date_of_week: '2020-01-05' });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const modal = () => screen.queryByRole('dialog', { name: 'Set your working hours' });
const form = () => screen.queryByRole('region', { name: 'Create appointment form', hidden: true });

/** The working-hours read (the modal's decision) answers after `ms`. */
function slowWorkingHours(ms: number) {
  server.use(
    http.get('*/rest/v1/weekly_working_hours', async () => {
      await delay(ms);
      return undefined; // on to the mock database's own handler
    }),
  );
}

describe('the deep-linked create form and the working-hours modal', () => {
  it('opens the form directly when the working hours are current', async () => {
    renderCalendar();
    expect(await screen.findByRole('region', { name: 'Create appointment form' })).toHaveTextContent(
      `create ${fixtures.patients.kari.id}`,
    );
    expect(modal()).not.toBeInTheDocument();
  });

  it.each([
    ['the working hours answer at once', 0],
    ['the working hours answer late', 500],
  ])('stale hours, %s: the modal alone first, the form once it is closed', async (_case, ms) => {
    stale();
    if (ms) slowWorkingHours(ms);
    renderCalendar();
    // while the hours are read the form waits too
    expect(form()).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Set your working hours' });
    await within(dialog).findByRole('button', { name: 'Next' });
    expect(form()).not.toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('isCreateAppointmentFormOpen=true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const opened = await screen.findByRole('region', { name: 'Create appointment form' });
    expect(opened).toHaveTextContent(`create ${fixtures.patients.kari.id}`);
    expect(modal()).not.toBeInTheDocument();

    await userEvent.click(within(opened).getByRole('button', { name: 'Close form' }));
    await waitFor(() => expect(form()).not.toBeInTheDocument());
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(modal()).not.toBeInTheDocument();
  });

  it('keeps the modal closed for the rest of the page load when the remote is mounted again', async () => {
    stale();
    /** The remote unmounted (another area) and mounted again in the same page: same query client. */
    function Remount() {
      const [mounted, setMounted] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setMounted((m) => !m)}>
            Toggle remote
          </button>
          {mounted && (
            <>
              <WorkingHoursModalGate />
              <FormProbe />
            </>
          )}
        </>
      );
    }
    renderWithProviders(<Remount />, { route: '/dashboard/calendar' });
    const dialog = await screen.findByRole('dialog', { name: 'Set your working hours' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Toggle remote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle remote' }));
    await act(() => delay(100));
    expect(modal()).not.toBeInTheDocument();
  });

  it('opens the form when the working hours cannot be read (nothing to wait for)', async () => {
    stale();
    server.use(
      http.get('*/rest/v1/weekly_working_hours', () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderCalendar();
    expect(
      await screen.findByRole('region', { name: 'Create appointment form' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(modal()).not.toBeInTheDocument();
  });
});

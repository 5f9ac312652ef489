import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { ContentRoutes } from '../app';
import { setupContentTests } from '../testing/setup-tests';
import { prepareQaWorld } from './qa-world';
// The QA host's session (shared-ui's run-standalone); its browser-only MSW worker is not needed here.
jest.mock('msw/browser', () => ({ setupWorker: jest.fn() }));
// QA_SESSION is not exported from shared-ui's index: read from its file, so a change there fails this test.
import { QA_SESSION } from '../../../shared-ui/src/qa/run-standalone';

const { db, fixtures } = setupContentTests();

describe('QA mode (npm start -w mf-content)', () => {
  it("the mock database's therapist and clinic are the QA host's session user's (issue 24)", () => {
    expect(fixtures.therapist.id).toBe(QA_SESSION.userId);
    expect(fixtures.clinic.id).toBe(QA_SESSION.clinicId);
  });

  it("every route the remote owns has rows of the session's clinic, some created by the session user", () => {
    const clinic = QA_SESSION.clinicId;
    const me = QA_SESSION.userId;
    const ofClinic = (table: Parameters<typeof db.table>[0]) =>
      (db.table(table) as Array<Record<string, unknown>>).filter((row) => row.clinic_id === clinic);
    // /appointment-types, /appointment-type/* (scripts, steps, templates)
    expect(ofClinic('appointment_types').length).toBeGreaterThan(0);
    expect(ofClinic('scripts').some((row) => row.created_by === me)).toBe(true);
    expect(ofClinic('script_steps').length).toBeGreaterThan(0);
    expect(ofClinic('journal_templates').some((row) => row.created_by === me)).toBe(true);
    // /disorders, /evaluation-states: the creator's own (with their edit menu) and a colleague's
    expect(ofClinic('disorders').some((row) => row.created_by === me)).toBe(true);
    expect(ofClinic('evaluation_states').some((row) => row.created_by === me)).toBe(true);
    // /video-archive
    expect(ofClinic('videos').some((row) => row.created_by === me)).toBe(true);
    // /google-slides
    expect(ofClinic('presentations').length).toBeGreaterThan(0);
  });
});

describe('QA mode: every route of the remote shows mock data for the QA session user', () => {
  beforeEach(() => prepareQaWorld());
  const type = fixtures.types.followUp.id;
  const script = `/appointment-type/${type}/script/${fixtures.script.id}`;
  const video = `/video-archive/video/${fixtures.video.id}/statistic`;
  const cases: Array<[string, string, RegExp | string]> = [
    ['/appointment-types', '/appointment-types', 'Individual therapy'],
    ['/appointment-type', '/appointment-types', 'Follow-up'],
    [`/appointment-type/${type}`, `/appointment-type/${type}/scripts`, fixtures.script.name],
    [`/appointment-type/${type}/journal-templates`, '', 'Session note'],
    [script, '', 'Questionnaire'],
    ['/disorders', '', fixtures.disorders.mine.name],
    ['/disorder', '/disorders', fixtures.disorders.colleagues.name],
    ['/evaluation-states', '', fixtures.states.mine.name],
    ['/evaluation-state', '/evaluation-states', fixtures.states.mine.name],
    ['/video-archive', '', fixtures.video.name],
    ['/video-archive/video-scripts', '', fixtures.videoScript.name],
    [video, `${video}/by-users`, `${fixtures.patient.first_name} ${fixtures.patient.last_name}`],
    [`${video}/user/${fixtures.patient.id}`, '', /^Statistics by Box breathing and by Kari Nordmann$/],
    ['/google-slides/all', '', fixtures.presentation.name],
  ];
  it.each(cases)('%s', async (route, landsOn, text) => {
    renderWithProviders(<ContentRoutes />, { route, showPath: true });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(screen.getByTestId('path')).toHaveTextContent(landsOn || route);
    expect(screen.queryByText('Not found')).toBeNull();
  });
});

import { screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { privateMode, PRIVATE_MODE_BLUR_PX } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { setupPatientsTests } from '../testing/setup-tests';
import { FreePatientsPage } from './free-patients-page';

const { fixtures, server } = setupPatientsTests();

function Calendar() {
  const location = useLocation();
  return <output data-testid="calendar">{location.pathname + location.search}</output>;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/free-patients" element={<FreePatientsPage />} />
      <Route path="/dashboard/calendar" element={<Calendar />} />
    </Routes>,
    { route: '/free-patients' },
  );

describe('/free-patients', () => {
  // the page is still mounted here (the render's cleanup comes after): its PersonalData re-render, inside act
  afterEach(() => act(() => privateMode.set(false)));

  it('lists the free patients (not invited ones) with Book → the calendar with freePatientId', async () => {
    renderPage();
    expect(await screen.findByText('There are 2 patient(s)')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Anna Dahl' })).not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Eirik Fri' });
    await userEvent.click(within(card).getByRole('button', { name: 'Book' }));
    expect(await screen.findByTestId('calendar')).toHaveTextContent(
      `/dashboard/calendar?isCreateAppointmentFormOpen=true&freePatientId=${fixtures.patients.free1.id}`,
    );
  });

  it('asks the database once per pause in typing, not once per keystroke', async () => {
    const searches: string[] = [];
    const count = async ({ request }: { request: Request }) => {
      if (request.url.includes('/rpc/list_free_patients'))
        searches.push(((await request.clone().json()) as { p_query: string }).p_query);
    };
    server.events.on('request:start', count);
    try {
      renderPage();
      expect(await screen.findByText('There are 2 patient(s)')).toBeInTheDocument();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Eirik');
      expect(await screen.findByText('There are 1 patient(s)')).toBeInTheDocument();
      expect(searches).toEqual(['', 'Eirik']);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('private mode blurs names and contact details by 5 px', async () => {
    privateMode.set(true);
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Eirik Fri' });
    const personal = card.querySelectorAll('[data-personal-data]');
    expect(personal.length).toBeGreaterThanOrEqual(4);
    personal.forEach((node) => expect(node).toHaveStyle(`filter: blur(${PRIVATE_MODE_BLUR_PX}px)`));
  });
});

// A browser in another time zone than the clinic's (issue: datetime-local showed and saved the browser's clock).
// Set before anything reads a date: Node applies a changed TZ at once.
process.env.TZ = 'UTC';

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { setupBillingTests } from '../testing/setup-tests';
import { BillingRoutes } from '../app';

// a winter day: the clinic (Europe/Oslo) is UTC+1
const { db, fixtures } = setupBillingTests({ now: () => new Date('2026-01-16T12:00:00.000Z') });

describe('/payment/:id/edit in a UTC browser, Oslo clinic', () => {
  it("shows and saves the appointment's date and time on the clinic's clock", async () => {
    expect(new Date('2026-01-15T10:00:00.000Z').getHours()).toBe(10); // the browser really is in UTC
    const appointment = db.find('appointments', (a) => a.id === fixtures.appointments.notSent.id)!;
    expect(appointment.start_at).toBe('2026-01-15T10:00:00.000Z');
    const user = userEvent.setup();
    renderWithProviders(<BillingRoutes />, {
      route: `/payment/${fixtures.appointments.notSent.id}/edit`,
      showPath: true,
    });
    const time = await screen.findByLabelText('Time');
    // 10:00 UTC is 11:00 in Oslo (the browser's own clock would say 10:00)
    await waitFor(() => expect(time).toHaveValue('11:00'));
    // the clinic's day, in the spec's DD.MM.YYYY (in English too)
    expect(screen.getByLabelText('Date')).toHaveValue('15.01.2026');
    // bad input: an unreadable day is refused with the spec's text, nothing is saved
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '31.31.2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select date!')).toBeInTheDocument();
    expect(db.callsOf('update_payment_info')).toHaveLength(0);
    await user.clear(date);
    await user.type(date, '15.01.2026');
    await user.clear(time);
    await user.type(time, '09:28');
    // the 5-minute step, shown as soon as the field is left
    await user.tab();
    expect(time).toHaveValue('09:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/payments'));
    // 09:30 in Oslo is 08:30 UTC
    expect(db.callsOf('update_payment_info')).toHaveLength(1);
    expect(db.callsOf('update_payment_info')[0]).toMatchObject({ p_date: '2026-01-15T08:30:00.000Z' });
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, parse } from 'date-fns';
import { renderWithProviders } from 'shared-ui/testing';
import { setupCalendarTests } from '../testing/setup-tests';
import { clinicToday, toInstant } from '../appointment-form/appointment-form.rules';
import * as parcelModule from './appointment-form';
import { AppointmentFormParcel } from './appointment-form';

const { db, fixtures } = setupCalendarTests();

const DAY = format(addDays(parse(clinicToday(), 'yyyy-MM-dd', new Date()), 7), 'yyyy-MM-dd');

describe('the appointment-form parcel', () => {
  it('exposes single-spa parcel lifecycles, props updates included', () => {
    for (const name of ['bootstrap', 'mount', 'unmount', 'update'] as const) {
      expect(typeof parcelModule[name]).toBe('function');
    }
  });

  it('books for the patient the host passed, tells the host (callback and DOM event) and is not offered again', async () => {
    const onBooked = jest.fn();
    renderWithProviders(
      <AppointmentFormParcel patientUserId={fixtures.patients.kari.id} onBooked={onBooked} />,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Appointment type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Individual therapy' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: DAY } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Script' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Standard session' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free times' }));
    const list = await screen.findByRole('radiogroup', { name: 'Free times' });
    await userEvent.click(within(list).getByRole('radio', { name: '10:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Appointment was successfully created');
    const booked = db.find('appointments', (a) => a.start_at === toInstant(DAY, '10:00')!.toISOString());
    expect(booked).toMatchObject({ patient_user_id: fixtures.patients.kari.id });
    expect(onBooked).toHaveBeenCalledWith({ appointmentId: booked!.id });
    // onBooked is the one way a host hears of the booking, once
    expect(onBooked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createParcelLifecycles } from 'shared-ui';
import { renderWithProviders, setupTestParcels } from 'shared-ui/testing';
import { PlaygroundPage } from './playground-page';

/** Stands in for mf-calendar's appointment-form parcel: shows the patient it got and reports a booking. */
function FakeBookingParcel({
  patientUserId,
  onBooked,
}: {
  patientUserId?: string;
  onBooked?: (booked: { appointmentId: string }) => void;
}) {
  return (
    <div>
      <p>Booking for {patientUserId ?? 'nobody'}</p>
      <button type="button" onClick={() => onBooked?.({ appointmentId: 'a-1' })}>
        Book
      </button>
    </div>
  );
}

describe('the playground', () => {
  // in the describe block: its cleanup (the parcel unmounted inside act) runs before Testing Library's own
  setupTestParcels({
    'mf-calendar/appointment-form': createParcelLifecycles(FakeBookingParcel, {
      namespace: 'fake',
      translations: { en: {}, no: {} },
    }),
  });

  test('mounts the appointment-form parcel, passes the patient id and lists the bookings it reports', async () => {
    renderWithProviders(<PlaygroundPage />);
    expect(screen.getByRole('heading', { name: 'Playground', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Booking for nobody')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Patient user id (optional)'), 'patient-7');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Booking for patient-7')).toBeInTheDocument();

    expect(screen.getByText('No booking yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('list', { name: 'Bookings reported by the parcel' })).toHaveTextContent(
      'Booked appointment a-1',
    );
  });
});

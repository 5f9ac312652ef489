import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { addDays, setHours, startOfDay } from 'date-fns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appointmentFormKeys } from './common/appointment-form.keys';
import { useSaveAppointment } from './appointment-form/use-appointment-form';
import { calendarKeys } from './common/calendar.keys';
import { integrationKeys } from './common/calendar-integration.keys';
import { workingHoursKeys } from './common/working-hours.keys';
import { useSaveWorkingHours } from './common/use-working-hours';
import { buildWorkingHoursSave, defaultTemplate, workingWindow } from './common/working-hours.rules';
import { setupCalendarTests } from './testing/setup-tests';

const { fixtures } = setupCalendarTests();

function withClient() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const invalidated: unknown[] = [];
  jest.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { wrapper, invalidated };
}

describe('query keys', () => {
  it("every feature's keys start with the remote, then the feature", () => {
    for (const [keys, feature] of [
      [calendarKeys, 'calendar'],
      [appointmentFormKeys, 'appointment-form'],
      [workingHoursKeys, 'working-hours'],
      [integrationKeys, 'integration'],
    ] as const) {
      for (const key of Object.values(keys)) {
        const value =
          typeof key === 'function' ? (key as (...a: string[]) => readonly unknown[])('x', 'y', 'z') : key;
        expect(value.slice(0, 2)).toEqual(['mf-calendar', feature]);
      }
    }
  });

  it('a booking invalidates exactly what it changes, never the whole remote', async () => {
    const { wrapper, invalidated } = withClient();
    const { result } = renderHook(() => useSaveAppointment(), { wrapper });
    let appointmentId = '';
    await act(async () => {
      appointmentId = await result.current.mutateAsync({
        kind: 'create',
        data: {
          patientUserId: fixtures.patients.ola.id,
          appointmentTypeId: fixtures.appointmentTypes.individual.id,
          start: setHours(startOfDay(addDays(new Date(), 14)), 11),
          liveSessionType: 'VIDEO',
          scriptId: fixtures.scripts.standard.id,
          title: 'Session',
          therapistUserId: fixtures.therapist.id,
        },
      });
    });
    expect(invalidated).toEqual([
      calendarKeys.events,
      appointmentFormKeys.appointment(appointmentId),
      appointmentFormKeys.freeTimeslots,
      appointmentFormKeys.availableTherapists,
      appointmentFormKeys.patientOptions,
    ]);
  });

  it('saving working hours invalidates the hours, the slot range and the bookable times', async () => {
    const { wrapper, invalidated } = withClient();
    const { result } = renderHook(() => useSaveWorkingHours(), { wrapper });
    await act(() =>
      result.current.mutateAsync(buildWorkingHoursSave('FOR_ALL_TYPES', defaultTemplate(), workingWindow())),
    );
    expect(invalidated).toEqual([
      workingHoursKeys.all,
      calendarKeys.slotStarts,
      appointmentFormKeys.freeTimeslots,
      appointmentFormKeys.availableTherapists,
    ]);
    expect(invalidated).not.toContainEqual(['mf-calendar']);
  });
});

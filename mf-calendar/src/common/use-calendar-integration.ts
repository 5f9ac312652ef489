import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionStore, useSingleFlightMutation } from 'shared-ui';
import { hintOf } from 'supabase-client';
import {
  authenticate,
  createCalendar,
  deleteServiceSession,
  getAuthUrl,
  getServiceSession,
  listCalendars,
  selectCalendar,
  type ServiceSession,
} from './calendar-service.resource';
import { integrationKeys } from './calendar-integration.keys';
import { calendarKeys } from './calendar.keys';
import { appointmentFormKeys } from './appointment-form.keys';

/** The window name of the authorisation popup (the callback page closes itself only in that window). */
export const AUTH_POPUP_NAME = 'calendar-authorisation';

/** Spec 000 §9: the connection state is polled every 2000 ms after authorisation starts. */
export const CALENDAR_POLL_MS = 2000;

/**
 * What connecting or disconnecting a calendar changes besides the service session: the calendar screen's
 * context (integrated or not, the profile calendar, own calendars) and which therapists can be booked.
 */
const CHANGED_BY_INTEGRATION = [calendarKeys.contexts, appointmentFormKeys.availableTherapists];

/** Leaving the app for the provider's page (an object so tests can observe it; jsdom cannot navigate). */
export const browserWindow = {
  assign: (url: string) => window.location.assign(url),
};

/** The app's callback page, where the provider sends the user back with ?code&state. */
export function callbackUrl(): string {
  return `${window.location.origin}/service/google-calendar-auth`;
}

/** The service forgets an authorisation attempt after 10 minutes; polling longer is pointless. */
export const CALENDAR_POLL_LIMIT_MS = 10 * 60_000;

/** pollingSince: when the user started authorising (null: not waiting). */
export function useServiceSession({ pollingSince }: { pollingSince: number | null }) {
  return useQuery({
    queryKey: integrationKeys.session,
    queryFn: getServiceSession,
    refetchInterval: (query) =>
      pollingSince !== null &&
      !query.state.data?.isAuthenicated &&
      Date.now() - pollingSince < CALENDAR_POLL_LIMIT_MS
        ? CALENDAR_POLL_MS
        : false,
    refetchIntervalInBackground: true,
  });
}

export function useCalendarList(enabled: boolean) {
  return useQuery({ queryKey: integrationKeys.calendars, queryFn: listCalendars, enabled });
}

export function useStartAuthorisation() {
  return useSingleFlightMutation({ mutationFn: () => getAuthUrl(callbackUrl()) });
}

export function useCreateCalendar() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ accountId, name }: { accountId: string; name: string }) => createCalendar(accountId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.calendars }),
  });
}

export function useSelectCalendar() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (calendarId: string) => selectCalendar(calendarId),
    onSuccess: async (session) => {
      queryClient.setQueryData(integrationKeys.session, session);
      // the shell's user menu shows 'Disconnect calendar' from the profile's isCalendarIntegrated
      void sessionStore.reloadProfile();
      await Promise.all(
        CHANGED_BY_INTEGRATION.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: deleteServiceSession,
    onSuccess: async ({ isAccountDeleted }) => {
      if (!isAccountDeleted) return;
      // known at once, so the page does not take the stale "integrated" for a reason to leave
      queryClient.setQueryData<ServiceSession>(integrationKeys.session, (old) =>
        old
          ? { ...old, isAuthenicated: false, accountId: null, calendarId: null, isCalendarIntegrated: false }
          : old,
      );
      // the shell's user menu shows 'Disconnect calendar' from the profile's isCalendarIntegrated
      void sessionStore.reloadProfile();
      queryClient.removeQueries({ queryKey: integrationKeys.calendars });
      await Promise.all(
        CHANGED_BY_INTEGRATION.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** The one-time code exchange on the callback page; a query so that it runs once per code. */
export function useAuthenticate(code: string | null, state: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: integrationKeys.authenticate(code ?? ''),
    queryFn: async () => {
      const session = await authenticate(code!, state, callbackUrl());
      queryClient.setQueryData(integrationKeys.session, session);
      return session;
    },
    enabled: Boolean(code && state),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  /** The account is already integrated elsewhere (spec 000 §8: its own popup, closed after 3 s). */
  const alreadyIntegrated = hintOf(query.error) === 'calendar_account_already_integrated';
  return { ...query, alreadyIntegrated };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { calendarKeys } from '../calendar/calendar.keys';
import { appointmentFormKeys } from '../appointment-form/appointment-form.keys';

/** The window name of the authorisation popup (the callback page closes itself only in that window). */
export const AUTH_POPUP_NAME = 'calendar-authorisation';

/** Spec 000 §9: the connection state is polled every 2000 ms after authorisation starts. */
export const CALENDAR_POLL_MS = 2000;

/**
 * What connecting or disconnecting a calendar changes besides the service session: the calendar screen's
 * context (integrated or not, the profile calendar, own calendars) and which therapists can be booked.
 */
const CHANGED_BY_INTEGRATION = [calendarKeys.contexts, appointmentFormKeys.availableTherapists];

/**
 * The shell keeps the signed-in user's profile (the user menu's 'Disconnect calendar' depends on
 * isCalendarIntegrated); remotes cannot import the shell, so they announce the change with this window event.
 */
export const PROFILE_CHANGED_EVENT = 'app:profile-changed';

function announceProfileChange() {
  window.dispatchEvent(new Event(PROFILE_CHANGED_EVENT));
}

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
  return useMutation({ mutationFn: () => getAuthUrl(callbackUrl()) });
}

export function useCreateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, name }: { accountId: string; name: string }) => createCalendar(accountId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.calendars }),
  });
}

export function useSelectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => selectCalendar(calendarId),
    onSuccess: async (session) => {
      queryClient.setQueryData(integrationKeys.session, session);
      announceProfileChange();
      await Promise.all(
        CHANGED_BY_INTEGRATION.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceSession,
    onSuccess: async ({ isAccountDeleted }) => {
      if (!isAccountDeleted) return;
      // known at once, so the page does not take the stale "integrated" for a reason to leave
      queryClient.setQueryData<ServiceSession>(integrationKeys.session, (old) =>
        old
          ? { ...old, isAuthenicated: false, accountId: null, calendarId: null, isCalendarIntegrated: false }
          : old,
      );
      announceProfileChange();
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
  return useQuery({
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
}

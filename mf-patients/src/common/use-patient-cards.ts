import { useDeferredValue, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, useDebouncedValue, useErrorMessage, useSession, useSingleFlightMutation } from 'shared-ui';
import { ApiError } from 'supabase-client';
import { patientListKeys } from './patient-list.keys';
import { matchesSearch, type PatientCard } from './patient-card.rules';
import {
  PAGE_SIZE,
  WHOLE_LIST_LIMIT,
  fetchFreePatients,
  fetchOwnPatients,
  finishTreatment,
  setPatientAccess,
  type PatientAccess,
  type PatientPage,
} from './patient-card.resource';

/** The cards a wide screen shows without scrolling (three rows of five at 1920 px). */
const FIRST_SCREEN = 15;

const nextOffset = (last: PatientPage, pages: PatientPage[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.cards.length, 0);
  return last.cards.length === PAGE_SIZE && loaded < last.total ? loaded : undefined;
};

/** What the own list's page shows: the cards so far, the number of matches, and how to show more. */
export interface OwnPatientList {
  cards: PatientCard[];
  /** Patients matching the search (the subtitle's N); undefined until the first answer. */
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  refetch(): void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/**
 * The caller's own patients, searched. The list is asked for whole once (up to WHOLE_LIST_LIMIT, one request)
 * and a keystroke filters it here with the database's predicate — no request per keystroke, so the filtered
 * cards paint in the keystroke's own frames (bench: keystroke → painted). A longer list is searched by the
 * database once typing pauses (useDebouncedValue), PAGE_SIZE a page, the previous result staying while a new
 * search loads. Either way PAGE_SIZE
 * cards render at first and 'Load more' adds the next PAGE_SIZE. `query` is the search as typed (not
 * deferred): the held list answers it in the keystroke's own render.
 */
export function useOwnPatients(query: string, includeFinished: boolean): OwnPatientList {
  const enabled = Boolean(useSession()?.clinicId);
  const whole = useQuery({
    queryKey: patientListKeys.ownWhole(includeFinished),
    queryFn: () => fetchOwnPatients('', includeFinished, 0, WHOLE_LIST_LIMIT),
    placeholderData: keepPreviousData,
    enabled,
  });
  const held = whole.data && whole.data.total <= whole.data.cards.length ? whole.data.cards : null;
  const databaseQuery = useDebouncedValue(query);
  const searched = useInfiniteQuery({
    queryKey: patientListKeys.own(databaseQuery, includeFinished),
    queryFn: ({ pageParam }) => fetchOwnPatients(databaseQuery, includeFinished, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    enabled: enabled && whole.isSuccess && !held,
  });
  // How many of the held matches show; back to one page with every new search. A keystroke's own render
  // paints the first screen of matches; the deferred render right after fills the page.
  const [shown, setShown] = useState({ query, count: PAGE_SIZE });
  const settled = useDeferredValue(query) === query;
  const count = shown.query !== query ? PAGE_SIZE : shown.count;
  const matches = useMemo(() => held?.filter((card) => matchesSearch(card, query)) ?? null, [held, query]);
  const visible = useMemo(
    () => matches?.slice(0, settled ? count : FIRST_SCREEN) ?? null,
    [matches, count, settled],
  );
  const pagedCards = useMemo(() => searched.data?.pages.flatMap((page) => page.cards) ?? [], [searched.data]);

  if (held || whole.isPending || whole.isError) {
    return {
      cards: visible ?? [],
      total: matches?.length,
      isPending: whole.isPending,
      isError: whole.isError,
      refetch: () => void whole.refetch(),
      hasMore: Boolean(matches && matches.length > count),
      loadingMore: false,
      loadMore: () => setShown({ query, count: count + PAGE_SIZE }),
    };
  }
  return {
    cards: pagedCards,
    total: searched.data?.pages[0]?.total,
    isPending: searched.isPending,
    isError: searched.isError,
    refetch: () => void searched.refetch(),
    hasMore: searched.hasNextPage,
    loadingMore: searched.isFetchingNextPage,
    loadMore: () => void searched.fetchNextPage(),
  };
}

/** The clinic's patients without a therapist, searched by the database once typing pauses. */
export function useFreePatients(typed: string) {
  const enabled = Boolean(useSession()?.clinicId);
  const query = useDebouncedValue(typed);
  return useInfiniteQuery({
    queryKey: patientListKeys.free(query),
    queryFn: ({ pageParam }) => fetchFreePatients(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFinishTreatment() {
  const { t } = useTranslation('mf-patients');
  const errorText = useErrorMessage('mf-patients');
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: finishTreatment,
    onSuccess: () => {
      toast.success(t('patients.finishSuccess'));
      return client.invalidateQueries({ queryKey: patientListKeys.all });
    },
    onError: (error) => toast.error(errorText(error, 'patients.finishError')),
  });
}

/**
 * The share-access switches. spec 001 §8: permission toggle failures are only logged; the switch goes back to
 * the stored value because the list is read again either way.
 */
export function useSetPatientAccess() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (input: { patientUserId: string; access: PatientAccess; value: boolean }) =>
      setPatientAccess(input.patientUserId, input.access, input.value),
    onError: (error) =>
      console.error('set_patient_access failed', error instanceof ApiError ? error.code : error),
    onSettled: () => client.invalidateQueries({ queryKey: patientListKeys.all }),
  });
}

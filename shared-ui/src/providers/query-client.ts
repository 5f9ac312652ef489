import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from 'supabase-client';

/** One cache for the page: a patient fetched by mf-patients is already there when mf-journal asks for it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // one retry for a failure; a not-found is an answer, shown at once
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failures, error) => failures < 1 && !isNotFound(error),
    },
    mutations: { retry: 0 },
  },
});

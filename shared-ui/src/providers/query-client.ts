import { QueryClient } from '@tanstack/react-query';

/** One cache for the page: a patient fetched by mf-patients is already there when mf-journal asks for it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: 1 },
    mutations: { retry: 0 },
  },
});

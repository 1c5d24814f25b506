import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** Spec defaults (traveller §7): no automatic retry, no refetch on focus, no polling, never stale. */
export const queryClientDefaults = {
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false },
  },
} satisfies QueryClientConfig;

export const queryClient = new QueryClient(queryClientDefaults);

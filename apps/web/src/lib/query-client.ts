import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { registerQueryCache } from './query-cache';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The server answered: asking again gives the same answer. Only network failures retry.
      retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
registerQueryCache(() => queryClient.clear());

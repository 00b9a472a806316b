import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { invalidateChanged } from './data-changes';
import { registerQueryCache } from './query-cache';

export const queryClient: QueryClient = new QueryClient({
  mutationCache: new MutationCache({
    // Done or refused (a refusal may mean someone else changed it first), a mutation refreshes
    // every screen showing the data it declares it changes; mutateAsync resolves after that.
    onSettled: (_data, _error, _variables, _context, mutation) =>
      invalidateChanged(queryClient, mutation.meta?.changes),
  }),
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

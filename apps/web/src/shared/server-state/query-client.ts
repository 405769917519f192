import { QueryClient } from '@tanstack/react-query';

/** Server state: one retry for reads (never for 4xx answers), none for writes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          const status = (error as { status?: unknown }).status;
          return failures < 1 && !(typeof status === 'number' && status < 500);
        },
      },
      mutations: { retry: false },
    },
  });
}

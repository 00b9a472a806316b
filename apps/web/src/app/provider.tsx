import { MantineProvider } from '@mantine/core';
import { LIMITS } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer position="top-right" autoClose={LIMITS.toastMs} pauseOnHover draggable newestOnTop />
      </QueryClientProvider>
    </MantineProvider>
  );
}

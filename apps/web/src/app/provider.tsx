import { MantineProvider } from '@mantine/core';
import { LIMITS } from '@portal/contracts/limits';
import { lazy, type ReactNode, Suspense } from 'react';
import { cssVariables, theme } from './theme';

// Loaded after the first screen; toasts raised meanwhile wait for it.
const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
      {children}
      <Suspense fallback={null}>
        <ToastContainer position="top-right" autoClose={LIMITS.toastMs} pauseOnHover draggable newestOnTop />
      </Suspense>
    </MantineProvider>
  );
}

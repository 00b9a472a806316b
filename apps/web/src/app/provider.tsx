import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { cssVariables, theme } from './theme';

// Loaded after the first screen; toasts raised meanwhile wait for it.
const ToastHost = lazy(() => import('./toast-host'));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
      {children}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </MantineProvider>
  );
}

import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../lib/after-first-screen';
import { toastHostRequested } from '../lib/notify';
import { cssVariables, theme } from './theme';

// Loaded once the first screen is shown (or the first toast asks for it); toasts wait for it.
const ToastHost = lazy(() => import('./toast-host'));

function DeferredToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    afterFirstScreen(want);
    void toastHostRequested.then(want);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariables}>
      {children}
      <DeferredToastHost />
    </MantineProvider>
  );
}

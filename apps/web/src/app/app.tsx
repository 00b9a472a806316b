import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';
import './styles';

export function App() {
  return (
    <AppProvider>
      {/* Waits for the interface language to arrive. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProvider>
  );
}

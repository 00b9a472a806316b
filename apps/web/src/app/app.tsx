import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import './styles';

export function App() {
  return (
    <AppProvider>
      {/* Waits for the interface language to arrive. */}
      <Suspense fallback={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </AppProvider>
  );
}

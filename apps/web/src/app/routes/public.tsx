import { Outlet } from 'react-router';
import { QueryProvider } from '../query-provider';

/** The screens before sign-in. */
export function Component() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

import { Outlet } from 'react-router';
import { QueryProvider } from '../query-provider';

/** The public screens that use server state (registration, password reset, signing). */
export function Component() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

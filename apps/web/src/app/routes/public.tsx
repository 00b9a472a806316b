import { Outlet } from 'react-router';

/**
 * The screens before sign-in. The login signs in through the API client alone; the other public
 * screens get TanStack Query from ./public-query, so the first screen does not download it.
 */
export function Component() {
  return <Outlet />;
}

import { AppLayout } from '../layout/app-layout';
import { QueryProvider } from '../query-provider';

export function Component() {
  return (
    <QueryProvider>
      <AppLayout />
    </QueryProvider>
  );
}

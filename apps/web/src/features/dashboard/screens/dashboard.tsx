import { DashboardView } from '../components/dashboard-view';

export function Component() {
  return <DashboardView />;
}

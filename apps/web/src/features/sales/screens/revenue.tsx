import { RevenueView } from '../components/revenue-view';

export function Component() {
  return <RevenueView />;
}

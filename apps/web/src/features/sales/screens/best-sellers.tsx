import { BestSellersView } from '../components/best-sellers-view';

export function Component() {
  return <BestSellersView />;
}

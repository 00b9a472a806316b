import type { FeatureRoute } from '../../lib/routes';
import { paths } from './paths';

const form = () => import('./screens/order-form');

export const routes: FeatureRoute[] = [
  // One screen, one chunk: `/order-form` a new order, `/order-form/{id}` a draft stored on the server.
  { path: paths.orderForm, screen: form },
  { path: paths.orderFormEdit, screen: form },
  { path: paths.orders, screen: () => import('./screens/orders') },
  { path: paths.order, screen: () => import('./screens/order') },
];

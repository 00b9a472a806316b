import { USER_TYPE } from '@portal/contracts/user-types';
import type { BackgroundTask } from '../../lib/routes';

const { admin, sales, agent, customer } = USER_TYPE;

/**
 * Sends the orders left on this device (issue 30 §2) at start and when the connection returns,
 * whatever screen is open: for whoever may order (not the press).
 */
export const background: BackgroundTask = {
  load: () => import('./components/queue-runner').then((m) => ({ default: m.OrderQueueRunner })),
  roles: [admin, sales, agent, customer],
};

import { useSession } from '../../../lib/session';
import { useQueueRunner } from '../hooks/use-send-queue';

/**
 * Sends the orders this device still holds for the signed-in user when the app starts and whenever
 * the browser is back online, whatever screen is open (the signed-in frame mounts it).
 */
export function OrderQueueRunner() {
  const session = useSession();
  useQueueRunner(session?.user.userId ?? null);
  return null;
}

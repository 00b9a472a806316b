import { isMissing } from '../../lib/api-client';
import { LoadFailedView } from './load-failed-view';
import { NotFoundView, type WayBack } from './not-found-view';

/**
 * What a screen shows when its main data did not come: "not found" with the way back when the
 * server says it is missing or not the user's (403/404, fetched `quiet` so no toast repeats it);
 * otherwise a loading failure (network, 5xx), where reloading may help.
 */
export function QueryError({ error, back }: { error: unknown; back: WayBack }) {
  if (isMissing(error)) return <NotFoundView back={back} />;
  return <LoadFailedView back={back} />;
}

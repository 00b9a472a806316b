import { ListScreen } from '../components/list-screen';

/** The communications list (spec §2). */
export function Component() {
  return <ListScreen kind="communication" />;
}

import { ListScreen } from '../components/list-screen';

/** The news list (spec §2). */
export function Component() {
  return <ListScreen kind="news" />;
}

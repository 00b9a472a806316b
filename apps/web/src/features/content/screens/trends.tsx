import { ListScreen } from '../components/list-screen';

/** The trends list (spec §2). */
export function Component() {
  return <ListScreen kind="trend" />;
}

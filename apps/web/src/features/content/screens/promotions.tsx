import { ListScreen } from '../components/list-screen';

/** The promotions list (spec §2). */
export function Component() {
  return <ListScreen kind="promotion" />;
}

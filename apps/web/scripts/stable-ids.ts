/**
 * Mantine's `useId` (from @mantine/hooks, used by every input, checkbox, menu, tooltip and the app
 * shell) renders with React's id, then swaps it for a random one in a layout effect. That update
 * is synchronous: each component using it renders a second time inside the task that commits the
 * screen, which React cannot split. On a phone's list (twenty checkboxes, the filters, the menus)
 * that was the largest single task after the first paint.
 *
 * The random id served React 17, which had no `useId`. With React's own id, stable and unique
 * within the page, this plugin gives the same hook without the swap: `mantine-` and React's id.
 * A given id (`id` prop) still wins, as in Mantine's version.
 */
import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export const STABLE_USE_ID = `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : 'mantine-' + reactId.replace(/[^\\w-]/g, '');
}
`;

export function stableIdsPlugin(): Plugin {
  let replaced = false;
  let build = false;
  return {
    name: 'stable-ids',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      replaced = false;
    },
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return STABLE_USE_ID;
    },
    buildEnd(error) {
      // A Mantine release that moved the file would silently bring the second render back.
      if (!error && build && !replaced) {
        this.error('stable-ids: @mantine/hooks/esm/use-id/use-id.mjs was not part of the build');
      }
    },
  };
}

import type { BackgroundTask } from '../lib/routes';
import type { Viewer } from './menu-rules';

/**
 * Every feature's background work (its `background.ts`, exported as `background`), found from the
 * feature folders: only the small declaration is imported here, the work itself is a chunk of its own.
 */
const features = import.meta.glob<BackgroundTask>('../features/*/background.ts', {
  eager: true,
  import: 'background',
});

export const BACKGROUND_TASKS: readonly BackgroundTask[] = Object.values(features);

/** The tasks that run for `viewer`: its role's, and for the press only those also for the press. */
export const backgroundFor = (viewer: Viewer, tasks: readonly BackgroundTask[] = BACKGROUND_TASKS) =>
  tasks.filter((task) => task.roles.includes(viewer.userType) && (!viewer.press || task.forPress === true));

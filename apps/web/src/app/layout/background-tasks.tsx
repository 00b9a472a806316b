import { lazy, Suspense } from 'react';
import type { BackgroundTask } from '../../lib/routes';
import { BACKGROUND_TASKS, backgroundFor } from '../background';
import type { Viewer } from '../menu-rules';

/** One lazy component per task, made once: a new one on each render would load it again. */
const loaded = new Map<BackgroundTask, ReturnType<typeof lazy>>(
  BACKGROUND_TASKS.map((task) => [task, lazy(task.load)]),
);

/** The features' background work for the signed-in viewer (app/background.ts), each in its own chunk. */
export function BackgroundTasks({ viewer }: { viewer: Viewer }) {
  return backgroundFor(viewer).map((task, i) => {
    const Task = loaded.get(task);
    return Task ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the tasks are a fixed list found at build time
      <Suspense key={i} fallback={null}>
        <Task />
      </Suspense>
    ) : null;
  });
}

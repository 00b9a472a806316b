import { LIMITS } from '@portal/contracts/limits';
import { hideAppShell } from './app-shell';

/** A script or style chunk of this build could not be loaded (usually: a newer version was deployed). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

const PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return PATTERNS.some((p) => p.test(message));
}

/** Spec §9: a chunk that takes more than two minutes counts as failed. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), LIMITS.chunkLoadTimeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError(error) : error);
      },
    );
  });
}

// Vite reports a failed preload (a chunk's script or stylesheet) with this event.
let failed = false;
// Route error views saying the same thing in place of the page: the floating notice then stays hidden.
let shownByRoutes = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function watchChunkErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    failed = true;
    hideAppShell();
    emit();
  });
}

/** A route's error view shows the chunk failure; returns the call that ends it. */
export function routeShowsChunkFailure(): () => void {
  shownByRoutes += 1;
  emit();
  return () => {
    shownByRoutes -= 1;
    emit();
  };
}

export const chunkFailureStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether the floating notice shows: a chunk failed and no route error view says so already. */
  get: () => failed && shownByRoutes === 0,
};

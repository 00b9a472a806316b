import { LIMITS } from '@portal/contracts/limits';
import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

/** Spec §8/§9: top-right, 5 s, pause on hover, draggable (also set on the container). */
const base: ToastOptions = {
  position: 'top-right',
  autoClose: LIMITS.toastMs,
  pauseOnHover: true,
  draggable: true,
};

// The toast library arrives after the first screen; a toast raised before its container is
// mounted (a 401 on the first call) waits for it.
let containerMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  containerMounted = resolve;
});
export const markToastContainerMounted = () => containerMounted();

// The container itself is mounted after the first screen, or as soon as a toast asks for it.
let requestHost: () => void = () => undefined;
export const toastHostRequested = new Promise<void>((resolve) => {
  requestHost = resolve;
});
const toasts = () => {
  requestHost();
  return Promise.all([import('react-toastify/unstyled'), mounted]).then(([module]) => module);
};

export function notifyError(message: string, toastId?: string) {
  void toasts().then(({ toast }) => toast.error(message, { ...base, toastId }));
}

/** A message, or one with a way on (a link to what was just made) as its content. */
export function notifySuccess(message: ReactNode, toastId?: string) {
  void toasts().then(({ toast }) => toast.success(message, { ...base, toastId }));
}

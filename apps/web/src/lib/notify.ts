import { LIMITS } from '@portal/contracts/limits';
import type { ToastOptions } from 'react-toastify';

/** Spec §8/§9: top-right, 5 s, pause on hover, draggable (also set on the container). */
const base: ToastOptions = {
  position: 'top-right',
  autoClose: LIMITS.toastMs,
  pauseOnHover: true,
  draggable: true,
};

// The toast library arrives with the first toast, not with the first screen.
const toasts = () => import('react-toastify');

export function notifyError(message: string, toastId?: string) {
  void toasts().then(({ toast }) => toast.error(message, { ...base, toastId }));
}

export function notifySuccess(message: string, toastId?: string) {
  void toasts().then(({ toast }) => toast.success(message, { ...base, toastId }));
}

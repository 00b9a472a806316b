import { LIMITS } from '@portal/contracts';
import { type ToastOptions, toast } from 'react-toastify';

/** Spec §8/§9: top-right, 5 s, pause on hover, draggable (also set on the container). */
const base: ToastOptions = {
  position: 'top-right',
  autoClose: LIMITS.toastMs,
  pauseOnHover: true,
  draggable: true,
};

export function notifyError(message: string, toastId?: string) {
  toast.error(message, { ...base, toastId });
}

export function notifySuccess(message: string, toastId?: string) {
  toast.success(message, { ...base, toastId });
}

import { LIMITS } from '@portal/contracts/limits';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { markToastContainerMounted } from '../lib/notify';

/** Spec §8/§9: toasts top-right for 5 s, pausing on hover, draggable. */
export default function ToastHost() {
  useEffect(() => markToastContainerMounted(), []);
  return <ToastContainer position="top-right" autoClose={LIMITS.toastMs} pauseOnHover draggable newestOnTop />;
}

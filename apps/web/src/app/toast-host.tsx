import { LIMITS } from '@portal/contracts/limits';
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { markToastContainerMounted } from '../lib/notify';
import { HEADER_HEIGHT } from './layout/header-height';

/**
 * Spec §8/§9: toasts top-right for 5 s, pausing on hover, draggable. They start below the header,
 * so the user menu, the language and (on a phone, where they are as wide as the screen) the whole
 * header stay in reach.
 */
export default function ToastHost() {
  useEffect(() => markToastContainerMounted(), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={LIMITS.toastMs}
      pauseOnHover
      draggable
      newestOnTop
      style={{ top: HEADER_HEIGHT + 8 }}
    />
  );
}

import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_DEFAULTS } from '@/lib/toasts';

/** Where toasts appear (spec §9: top-center, 5 s). Loaded after hydration: see Toasts.tsx. */
export default function ToastArea() {
  return <ToastContainer position={TOAST_DEFAULTS.position} autoClose={TOAST_DEFAULTS.autoClose} />;
}

import { toast, type ToastOptions } from 'react-toastify';

// Spec §9: toasts appear top-center and close after 5 s.
export const TOAST_DEFAULTS: ToastOptions = { position: 'top-center', autoClose: 5000 };

export const notify = {
  success: (message: string) => toast.success(message, TOAST_DEFAULTS),
  error: (message: string) => toast.error(message, TOAST_DEFAULTS),
  info: (message: string) => toast.info(message, TOAST_DEFAULTS),
  warning: (message: string) => toast.warning(message, TOAST_DEFAULTS),
};

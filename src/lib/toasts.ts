import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';

// Spec §9: toasts appear top-center and close after 5 s.
export const TOAST_DEFAULTS: ToastOptions = { position: 'top-center', autoClose: 5000 };

type Kind = 'success' | 'error' | 'info' | 'warning';

/**
 * One toast per message: the same text already on screen is not stacked again (its id is the text), and a
 * form's outcome replaces its earlier one — a success takes the failure it follows off the screen.
 */
function show(kind: Kind, message: string, form?: string): Id {
  const toastId = form ? `${form}:${kind}` : `${kind}:${message}`;
  if (form) {
    // The form's previous outcome (a failure before this success, or the other way round) leaves.
    for (const other of ['success', 'error', 'info', 'warning'] as const) if (other !== kind) toast.dismiss(`${form}:${other}`);
    if (toast.isActive(toastId)) {
      toast.update(toastId, { ...TOAST_DEFAULTS, render: message, type: kind });
      return toastId;
    }
  } else if (toast.isActive(toastId)) {
    return toastId;
  }
  return toast[kind](message, { ...TOAST_DEFAULTS, toastId });
}

export const notify = {
  success: (message: string, form?: string) => show('success', message, form),
  error: (message: string, form?: string) => show('error', message, form),
  info: (message: string, form?: string) => show('info', message, form),
  warning: (message: string, form?: string) => show('warning', message, form),
  /** Takes a form's toasts off the screen (it is left, or sent again). */
  clear: (form: string) => {
    for (const kind of ['success', 'error', 'info', 'warning'] as const) toast.dismiss(`${form}:${kind}`);
  },
};

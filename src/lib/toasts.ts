import type { Id, ToastOptions } from 'react-toastify/unstyled';

type Toastify = typeof import('react-toastify/unstyled');
let toastify: Toastify | undefined;
let loading: Promise<Toastify> | undefined;

/**
 * react-toastify, loaded at the first toast (or by its container after hydration): not in the code every page
 * starts with. A toast's id is known at once; it is shown as soon as the library is there.
 */
export const loadToastify = () => (loading ??= import('react-toastify/unstyled').then((module) => (toastify = module)));

function withToastify(run: (library: Toastify) => void) {
  if (toastify) run(toastify);
  else void loadToastify().then(run);
}

// Spec §9: toasts appear top-center and close after 5 s.
export const TOAST_DEFAULTS: ToastOptions = { position: 'top-center', autoClose: 5000 };

type Kind = 'success' | 'error' | 'info' | 'warning';

/** Run before each toast is shown: the app's layout places the toasts (below its header). */
let placeToasts: (() => void) | undefined;

/** Where the toasts go, asked each time one is shown (`undefined`: the stylesheet's default place). */
export function setToastPlacement(place: (() => void) | undefined) {
  placeToasts = place;
}

/** For a toast shown with react-toastify directly (the update prompt): placed as the others are. */
export function placeToastsNow() {
  placeToasts?.();
}

/** A form's (or an event's attendance's) toast on screen: each new outcome replaces it. */
const shownFor = new Map<string, { id: Id; kind: Kind; message: string }>();
let sequence = 0;

/**
 * One toast per message: the same text already on screen is not stacked again (its id is the text), and a
 * form's outcome replaces its earlier one — a success takes the failure it follows off the screen. The new
 * outcome is a new toast (a fresh id): updating the old one in place was lost when it was already closing.
 */
function show(kind: Kind, message: string, form?: string): Id {
  if (!form) {
    const toastId = `${kind}:${message}`;
    withToastify(({ toast }) => {
      if (toast.isActive(toastId)) return;
      placeToasts?.();
      toast[kind](message, { ...TOAST_DEFAULTS, toastId });
    });
    return toastId;
  }
  const previous = shownFor.get(form);
  if (previous?.kind === kind && previous.message === message && toastify?.toast.isActive(previous.id)) return previous.id;
  sequence += 1;
  const toastId = `${form}:${sequence}`;
  shownFor.set(form, { id: toastId, kind, message });
  withToastify(({ toast }) => {
    if (previous) toast.dismiss(previous.id);
    placeToasts?.();
    toast[kind](message, { ...TOAST_DEFAULTS, toastId });
  });
  return toastId;
}

export const notify = {
  success: (message: string, form?: string) => show('success', message, form),
  error: (message: string, form?: string) => show('error', message, form),
  info: (message: string, form?: string) => show('info', message, form),
  warning: (message: string, form?: string) => show('warning', message, form),
  /** Takes a form's toasts off the screen (it is left, or sent again). */
  clear: (form: string) => {
    const shown = shownFor.get(form);
    if (shown) withToastify(({ toast }) => toast.dismiss(shown.id));
    shownFor.delete(form);
  },
};

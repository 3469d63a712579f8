/**
 * The browser offers installation once, early and unasked (beforeinstallprompt), possibly before the app's code
 * has arrived (it is asked for after the first paint). The entry catches the offer from the very start and keeps
 * it here; the install prompt (features/pwa) takes it over when it starts.
 */
let early: Event | null = null;
let listening = false;

function keep(event: Event) {
  event.preventDefault();
  early = event;
}

export function catchEarlyInstallOffer() {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', keep);
}

/** The offer caught before the app started (if any); from now on the caller listens itself. */
export function takeEarlyInstallOffer(): Event | null {
  window.removeEventListener('beforeinstallprompt', keep);
  const offer = early;
  early = null;
  return offer;
}

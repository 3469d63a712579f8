import { useSyncExternalStore } from 'react';
import { takeEarlyInstallOffer } from '@/lib/early-install-offer';

// The browser offers installation once, early and unasked (beforeinstallprompt): the app listens from its
// start (startInstallPrompt in App.tsx), not only while some menu is open, and keeps the event for the
// moment the member taps 'Installer l'application'. iOS Safari has no such event: a hint explains the way.

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser's offer, kept until used. */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
  /** The member said 'Plus tard' to the home page's offer (remembered on this device). */
  dismissed: boolean;
}

const DISMISSED_KEY = 'club:install-dismissed';
const SERVER_STATE: InstallState = { deferred: null, installed: true, dismissed: true };
let state: InstallState = SERVER_STATE;
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** The app runs installed (its own window, not a browser tab). */
export function isStandalone() {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function isIosSafari(userAgent = navigator.userAgent) {
  return /iPhone|iPad|iPod/.test(userAgent) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

let started = false;
/** Listens for the browser's offer from now on. Call once at start-up (in the browser). */
export function startInstallPrompt() {
  if (started) return;
  started = true;
  let dismissed = false;
  try {
    dismissed = localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    // no storage: the offer shows again next time
  }
  state = { deferred: takeEarlyInstallOffer() as BeforeInstallPromptEvent | null, installed: isStandalone(), dismissed };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installed: true, deferred: null }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallPrompt() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
  return {
    canInstall: Boolean(current.deferred) && !current.installed,
    showIosHint: !current.installed && !current.deferred && typeof navigator !== 'undefined' && isIosSafari(),
    dismissed: current.dismissed,
    install: async () => {
      const offer = current.deferred;
      if (!offer) return;
      await offer.prompt();
      const choice = await offer.userChoice;
      set({ deferred: null, installed: choice.outcome === 'accepted' || current.installed });
    },
    dismiss: () => {
      try {
        localStorage.setItem(DISMISSED_KEY, '1');
      } catch {
        // not remembered: the offer shows again next time
      }
      set({ dismissed: true });
    },
  };
}

import { startTransition, useEffect, useState } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { onSessionExpired } from '@/session/session';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { createQueryClient } from './query-client';
import { setUpPersistence } from './persistence';
import { createAppRouter } from './router';
import { keepDirectoriesFresh } from './directories';
import { watchViewer } from './viewer';
import { registerEventSignUpDefaults } from '@/features/events/sign-up';
import { system } from './theme';
import { Preloader } from '@/app/layout/Preloader';
import { registerServiceWorker, reloadOnceOnStaleChunk } from '@/features/pwa/register-service-worker';
import { showUpdatePrompt } from '@/features/pwa/components/UpdatePrompt';
import { startInstallPrompt } from '@/features/pwa/install-prompt';
import { TOAST_DEFAULTS } from '@/lib/toasts';

const queryClient = createQueryClient();
// Before the restore: a sign-up queued offline and read back from IndexedDB needs its function.
registerEventSignUpDefaults(queryClient);
const persistence = setUpPersistence(queryClient, __APP_VERSION__);
// Login, logout or expiry: cached directories follow what the new viewer may see.
watchViewer(queryClient, (queryKey) => persistence.queries.removeQueries({ queryKey }));
const router = createAppRouter(queryClient);

// Spec §4: a 401 from any call but login ends the session and leads to the login page.
onSessionExpired(() => {
  queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
  void router.navigate({ to: '/login' });
});

reloadOnceOnStaleChunk();
registerServiceWorker(showUpdatePrompt);
// The browser's offer to install comes early and once: listen from the start.
startInstallPrompt();

export function App() {
  // The router's loaders read the cache: let IndexedDB restore it first (a few ms, under the preloader).
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    void persistence.restored
      // The first route is resolved (its loader run, its lazy component loaded) before anything renders,
      // so the router's store does not change under the first render (a store change forces React to
      // redo the whole page synchronously).
      .then(() => router.load())
      .catch((error: unknown) => console.warn('[router] first load failed', error))
      .then(() => {
        if (cancelled) return;
        // A transition: React renders the first page in small slices and keeps the main thread free for
        // input (on a slow phone one synchronous render of a whole page is a long task of several 100 ms).
        startTransition(() => setRestored(true));
        stop = keepDirectoriesFresh(queryClient);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <Preloader appReady={restored} />
        {restored && <RouterProvider router={router} />}
        <ToastContainer position={TOAST_DEFAULTS.position} autoClose={TOAST_DEFAULTS.autoClose} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}

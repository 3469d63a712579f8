import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How long a page may take to start before a wait fails. A page answered by the service worker (the offline
 * shell) draws its whole first screen in the browser, under the preloader: a few seconds of one core on a
 * quiet machine, and past 15 s while the suite's two browsers, Strapi and the Node server share this
 * machine's 2 cores (seen in CI). A ceiling for the wait, not a speed requirement: speed is the bench's.
 */
export const APP_START_TIMEOUT = 30_000;

/**
 * Opens a page of the PWA and waits until it can be used: the preloader (the offline shell only, until its first
 * screen is drawn) has left, and a server-rendered page is hydrated (the app marks <html data-hydrated> once React committed it; the
 * hydration runs in a transition, over several tasks): before that its
 * inputs and buttons are only HTML, and what a test types or picks there reaches no React handler. A signed-in
 * page is also waited for until its data is there ('Chargement…' gone).
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('preloader')).toBeHidden({ timeout: APP_START_TIMEOUT });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: APP_START_TIMEOUT });
  // A signed-in page (rendered by the browser) says 'Chargement…' until its loader has its data: on this shared
  // machine the form's first render alone has taken several seconds, so its own ceiling, not each assertion's.
  await expect(page.getByTestId('page-pending')).toHaveCount(0, { timeout: APP_START_TIMEOUT });
}

/** Normalises like the app's search (case and accents), to compute expectations. */
export function normalize(value: string | null | undefined) {
  return (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Cuts the network and waits until the app knows (its offline banner shows). Chromium tells the page a
 * moment after `setOffline` returns: an action taken in between is a real online attempt that fails, which
 * the app retries and then queues — right, but not the "offline from the start" case a test means.
 *
 * It first waits until the page's network is idle: a signed-in page fetches its avatar menu and 'À envoyer'
 * in the background after hydration, and without a service worker (tests that block it) a cut while those
 * are in flight leaves them unloaded — on a loaded CI machine 'À envoyer' then never opened.
 */
export async function goOffline(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
}

/**
 * Waits for an element's finite animations to end (a dialog's fade and scale-in; a spinner's infinite one would
 * never end). What a test checks on a panel caught mid-animation is a frame the user sees for 200 ms: axe read
 * the dialog's red button, half faded in over the page, as too pale (a CI run).
 */
export async function animationsDone(element: Locator) {
  await element.evaluate((node) =>
    Promise.all(
      node
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Opens the avatar's menu and waits until it is placed under the avatar. The menu is first drawn at the
 * page's top-left corner, then placed by floating-ui a frame or more later (longer on a loaded machine); a
 * click in between would scroll the page to the first place and miss the item when the menu moves.
 * A toast showing meanwhile is no reason to wait: on a phone toasts start below the header (app/styles.css), as
 * phone.spec checks.
 */
export async function openAvatarMenu(page: Page) {
  const avatar = page.getByTestId('user-avatar');
  await avatar.click();
  const menu = page.getByRole('menu');
  await expect
    .poll(async () => {
      const [trigger, content] = await Promise.all([avatar.boundingBox(), menu.boundingBox()]);
      if (!trigger || !content) return false;
      const gap = content.y - (trigger.y + trigger.height);
      return gap >= 0 && gap < 40;
    })
    .toBe(true);
  // Its entry (fade and scale) over too, as the user sees it before tapping. A CI run saw the menu stay open after a
  // click on an item; not reproduced here, and a click while the menu grows is the one timing this removes.
  await animationsDone(menu);
}

/** The sync state of each directory in IndexedDB ({} before the first sync). */
export function syncState(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, { complete: boolean; cursor: string; viewer: string | null }>>((resolve) => {
        const open = indexedDB.open('club-offline');
        // Never create the app's database here (an empty one would stop the app from opening its own).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve({});
        open.onsuccess = () => {
          try {
            const all = open.result.transaction('syncState', 'readonly').objectStore('syncState').getAll();
            all.onsuccess = () => {
              open.result.close();
              resolve(
                Object.fromEntries(
                  all.result.map((row: { kind: string; complete: boolean; cursor: string; viewer: string | null }) => [row.kind, row]),
                ),
              );
            };
            all.onerror = () => resolve({});
          } catch {
            open.result.close();
            resolve({});
          }
        };
      }),
  );
}

/** Whom the page's session is (the app's viewerKey: `<user id>:<member id>`), from its localStorage; null when signed out. */
const pageViewer = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('authUser');
    const user = raw ? (JSON.parse(raw) as { id: number; memberId: number | null }) : null;
    return user ? `${user.id}:${user.memberId}` : null;
  });

/**
 * Waits until the background sync has stored the members, companies and events directories for the page's viewer:
 * an anonymous copy a first install made before the sign-in reached the worker is cleared by its next sync (a test
 * that went on from it saw the page change under it, in CI).
 */
export async function waitForSync(page: Page) {
  await expect
    .poll(
      async () => {
        const [state, viewer] = await Promise.all([syncState(page), pageViewer(page)]);
        return ['members', 'companies', 'events'].every((kind) => state[kind]?.complete && state[kind].viewer === viewer);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Which chunk each part of the browser build lands in: the one list read by vite.config.ts (the codeSplitting
 * groups), compile-hints.ts (V8's compile hint on the start chunks), start-stages.ts (the stages
 * main.tsx runs) and route-manifest.ts (the app's chunks a server-rendered page lists, in that order).
 * tests/unit/chunk-manifest.test.ts builds the app and checks every module below landed where this says.
 *
 * A path is relative to the project's root; one ending in '/' is a folder and holds everything under it.
 * Nothing is placed by its file name: a component renamed or added stays where its folder or this list puts it.
 */

/** A chunk every start runs, in the order main.tsx runs them (one task each on a server-rendered page). */
export interface StartChunk {
  readonly name: string;
  /**
   * - `entry`: index.html's script (main.tsx);
   * - `group`: a codeSplitting group of vite.config.ts that takes `modules` (and what only they import).
   */
  readonly kind: 'entry' | 'group';
  readonly modules: readonly string[];
  /**
   * The module main.tsx imports to run this chunk (start-stages.ts). For a library bundled from CommonJS
   * (React DOM) importing it is what runs its code: evaluating the chunk only defines it.
   */
  readonly stage?: string;
  /** Between groups that both match a module, the higher wins. */
  readonly priority?: number;
  /** Modules a group leaves out (they go with the page or the part that uses them). */
  readonly except?: readonly string[];
  /**
   * A group that takes only the modules the start imports (statically, from START_SEEDS): a module only some pages
   * use (a card, the door's texts) goes with those pages, not with every page's start.
   */
  readonly startImportsOnly?: boolean;
}

/**
 * Chakra's React components and their styling runtime (emotion), with the system they draw with: only the overlays
 * and widgets loaded after hydration use them (src/components/overlays/ChakraScope.tsx). One chunk of its own,
 * never a start chunk: no page needs it to be drawn or to hydrate (tests/unit/chunk-manifest.test.ts).
 */
export const CHAKRA_RUNTIME: readonly string[] = [
  'node_modules/@chakra-ui/',
  'node_modules/@ark-ui/',
  'node_modules/@zag-js/',
  'node_modules/@emotion/',
  'node_modules/@floating-ui/',
  'node_modules/stylis/',
  'node_modules/@internationalized/',
  'node_modules/@swc/helpers/',
  'node_modules/proxy-compare/',
  'node_modules/hoist-non-react-statics/',
  'node_modules/react-is/',
  'src/components/overlays/',
];

/**
 * Loaded when used, never with a page's first load: the menus, the dialogs, the forms (their schemas, zod and the
 * validation), the carousel, the lightbox, the calendar file, the device store. Each is a dynamic import somewhere
 * (or only reached from one), and its chunk is the bundler's.
 */
export const ON_DEMAND: readonly string[] = [
  'src/app/layout/MobileMenu.tsx',
  'src/app/layout/UserMenu.tsx',
  'src/components/forms/',
  'src/components/ui/CarouselSwiper.tsx',
  'src/components/ui/LightboxEngine.ts',
  'src/components/ui/ModalDialog.tsx',
  'src/features/auth/',
  'src/features/company-edit/components/',
  'src/features/company-edit/queries.ts',
  'src/features/company-edit/save-company.ts',
  'src/features/company-edit/schema.ts',
  'src/features/door/components/GuestForm.tsx',
  'src/features/door/schema.ts',
  'src/features/events/ics.ts',
  'src/features/members/components/MemberQrDialog.tsx',
  'src/features/outbox/components/OutboxDialog.tsx',
  'src/features/profile/components/',
  'src/features/profile/queries.ts',
  'src/features/profile/save-profile.ts',
  'src/features/profile/schema.ts',
  'src/features/pwa/components/OfflineDownloadDialog.tsx',
  'src/lib/form-validation.ts',
  // The device store (Dexie and the app's IndexedDB schema), loaded on first use (offline/club-db.ts): the device
  // side of a first visit starts after hydration.
  'node_modules/dexie/',
  'src/offline/db.ts',
];

const ENTRY_MODULES = ['src/main.tsx', 'src/lib/after-first-paint.ts'];
const CLIENT_MODULES = ['src/app/client.tsx', 'src/routeTree.gen.ts'];
/** What every start imports: the entry, and the client (with the route tree, the root route and the layout). */
export const START_SEEDS: readonly string[] = [...ENTRY_MODULES, ...CLIENT_MODULES];

export const START_CHUNKS: readonly StartChunk[] = [
  // The entry must run, and wait for the first paint, before the app's chunks are even asked for: small.
  { name: 'index', kind: 'entry', modules: ENTRY_MODULES },
  {
    // What the entry shares with the app (Vite's helper for dynamic imports, the early install offer): alone, so
    // that the entry needs nothing of the app's chunks.
    name: 'boot',
    kind: 'group',
    modules: ['\0vite/preload-helper.js', 'src/lib/early-install-offer.ts'],
    priority: 3,
  },
  {
    name: 'react',
    kind: 'group',
    modules: ['node_modules/react/', 'node_modules/react-dom/', 'node_modules/scheduler/'],
    stage: 'react-dom/client',
    priority: 3,
  },
  {
    // The rest of what every start runs, in one chunk: the framework (router, Query, the query strings qs-esm the API
    // client writes), the app's modules the start imports (the design's runtime styled-system/, the date helpers),
    // and the client with the route tree. As three chunks (framework, app, client) they shared a phone's six HTTP/1.1
    // connections with React's, the page's first pictures and the small chunks, and the last one arrived a round
    // trip later (docs/decisions/0026).
    name: 'start',
    kind: 'group',
    modules: [
      'node_modules/@tanstack/',
      'node_modules/use-sync-external-store/',
      'node_modules/qs-esm/',
      'src/',
      'contract/src/',
      'styled-system/',
      'node_modules/date-fns/',
      'node_modules/@date-fns/',
    ],
    except: [...ON_DEMAND, ...CHAKRA_RUNTIME, ...ENTRY_MODULES],
    stage: '@tanstack/react-router',
    startImportsOnly: true,
    priority: 1,
  },
];

/** A group of the build that no start runs (vite.config.ts): fetched when something first uses it. */
export interface OnDemandGroup {
  readonly name: string;
  readonly modules: readonly string[];
  readonly except?: readonly string[];
  readonly minShareCount?: number;
  readonly priority: number;
}

// Lowest priority: a group takes the dependencies of its modules too, and React's belong to the react group.
export const ON_DEMAND_GROUPS: readonly OnDemandGroup[] = [
  { name: 'chakra', modules: CHAKRA_RUNTIME, priority: 0 },
  {
    // The shared parts of pages that the start does not import (the cards, the lists' parts, the API's calls): one
    // chunk, asked for with the pages that use them. Left to the bundler they were some 15 chunks of 1–2 KB per
    // page, each a request on a phone's six connections. A feature's own modules (the door's texts) stay with the
    // routes that use them.
    name: 'pages',
    modules: [
      'src/components/',
      'src/lib/',
      'src/api/',
      'contract/src/',
      'styled-system/',
      'node_modules/date-fns/',
      'node_modules/@date-fns/',
      // The directories' queries, read by most pages (each was a chunk of 0.2–0.7 KB of its own).
      'src/features/members/queries.ts',
      'src/features/members/filter-members.ts',
      'src/features/companies/queries.ts',
      'src/features/companies/filter-companies.ts',
      'src/features/photos/queries.ts',
      'src/features/taxonomies/queries.ts',
    ],
    except: [...ON_DEMAND, ...CHAKRA_RUNTIME, ...ENTRY_MODULES, ...CLIENT_MODULES],
    minShareCount: 2,
    priority: 0,
  },
];

/** The project-relative path of a module id as the bundler names it (a virtual module keeps its id). */
export function relativeModule(id: string, root: string): string {
  const path = id.replace(/\\/g, '/');
  const base = `${root.replace(/\\/g, '/').replace(/\/$/, '')}/`;
  return path.startsWith(base) ? path.slice(base.length) : path;
}

/** Whether a module (project-relative) is one of these modules or under one of these folders. */
export function isListed(module: string, list: readonly string[]): boolean {
  return list.some((entry) => (entry.endsWith('/') ? module.startsWith(entry) : module === entry));
}

/** The start chunk that holds this module by the list above, if any (the first that lists it and does not except it). */
export function startChunkOf(module: string): StartChunk | undefined {
  return [...START_CHUNKS]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .find((chunk) => isListed(module, chunk.modules) && !isListed(module, chunk.except ?? []));
}

/** The part of a built chunk the helpers below read (rolldown's OutputChunk has it). */
export interface BuiltChunk {
  readonly name: string;
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/**
 * The files every start runs, from the built graph: `page` the entry and what it imports (the page preloads them),
 * `app` what its dynamic imports need besides (main.tsx's stages and the client), dependencies first — the order
 * main.tsx runs them in, each import then evaluating one chunk.
 */
export function startFiles(chunks: readonly BuiltChunk[]): { entry: BuiltChunk; page: Set<string>; app: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('chunk manifest: no entry chunk');
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const page = closure(entry.fileName, new Set());
  // Only the start chunks: the offline shell's start also asks early for the device store (main.tsx), which a
  // server-rendered page loads after hydration.
  const startNames = new Set(START_CHUNKS.map(({ name }) => name));
  const app = new Set<string>();
  for (const imported of entry.dynamicImports) if (startNames.has(byFile.get(imported)?.name ?? '')) closure(imported, app);
  // Post-order over the static imports: a chunk after everything it imports.
  const ordered: string[] = [];
  const visit = (fileName: string) => {
    if (page.has(fileName) || ordered.includes(fileName) || !app.has(fileName)) return;
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    ordered.push(fileName);
  };
  for (const fileName of app) visit(fileName);
  return { entry, page, app: ordered };
}

// @vitest-environment node
// build/chunk-manifest.ts says where each module of the browser build lands; a real build (the client build, into a
// temporary folder) shows where it did.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { CHAKRA_RUNTIME, ON_DEMAND, START_CHUNKS, isListed, relativeModule, startChunkOf, startFiles } from '../../build/chunk-manifest';
import { isOnDemandChunk, isStoredBy } from '../../src/offline/on-demand-code';

const root = path.resolve(__dirname, '../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'chunk-manifest-'));
let chunks: Rolldown.OutputChunk[] = [];
/** Project-relative module → the chunk (file) it landed in. */
const chunkOf = new Map<string, Rolldown.OutputChunk>();
/** Each stage's module, as the bundler resolved main.tsx's import of it. */
const stageModule = new Map<string, string>();

beforeAll(async () => {
  const stages: Plugin = {
    name: 'test:resolve-stages',
    async buildEnd() {
      for (const { stage } of START_CHUNKS) {
        const resolved =
          stage && (await this.resolve(stage.startsWith('src/') ? path.join(root, stage) : stage, path.join(root, 'src/main.tsx')));
        if (stage && resolved) stageModule.set(stage, relativeModule(resolved.id, root));
      }
    },
  };
  const result = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    plugins: [stages],
    build: { outDir, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  chunks = outputs.flatMap(({ output }) => output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(relativeModule(id, root), chunk);
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const builtUnder = (entries: readonly string[]) => [...chunkOf.keys()].filter((module) => isListed(module, entries));

/** What a first visit of the route runs before it is interactive: the page's and the app's chunks, and the route's. */
function firstLoad(routeId: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/router-manifest.json'), 'utf8')) as {
    routes: Record<string, { preloads?: string[]; scripts?: { attrs: { id?: string }; children?: string }[] }>;
  };
  const rootRoute = manifest.routes.__root__;
  const appChunks = JSON.parse(rootRoute.scripts?.find((script) => script.attrs.id === 'app-chunks')?.children ?? '[]') as string[];
  expect(manifest.routes[routeId], routeId).toBeDefined();
  return [...(rootRoute.preloads ?? []), ...appChunks, ...(manifest.routes[routeId].preloads ?? [])].map((url) => url.replace(/^\//, ''));
}

describe('the chunk manifest, on a real build', () => {
  it('lists only modules and folders that exist', () => {
    const listed = [...START_CHUNKS.flatMap((chunk) => chunk.modules), ...ON_DEMAND, ...CHAKRA_RUNTIME];
    const missing = listed.filter((entry) => !entry.startsWith('\0') && !existsSync(path.join(root, entry)));
    expect(missing).toEqual([]);
  });

  it('puts each start chunk’s listed files, and its stage, in that chunk', () => {
    expect([...stageModule.keys()]).toEqual(START_CHUNKS.flatMap(({ stage }) => (stage ? [stage] : [])));
    for (const chunk of START_CHUNKS) {
      const files = [
        ...chunk.modules.filter((entry) => !entry.endsWith('/')),
        ...(chunk.stage ? [stageModule.get(chunk.stage) ?? chunk.stage] : []),
      ];
      for (const file of files) expect(chunkOf.get(file)?.name, `${file} → ${chunk.name}`).toBe(chunk.name);
    }
  });

  it('puts every module of a library group’s folders in that group', () => {
    for (const chunk of START_CHUNKS.filter(({ kind, startImportsOnly }) => kind === 'group' && !startImportsOnly)) {
      const misplaced = builtUnder(chunk.modules)
        .filter((module) => startChunkOf(module) === chunk)
        .filter((module) => chunkOf.get(module)?.name !== chunk.name);
      expect(misplaced, chunk.name).toEqual([]);
    }
  });

  it('runs exactly the manifest’s start chunks at start, the stages in its order', () => {
    const { page, app } = startFiles(chunks);
    const names = (files: Iterable<string>) => [...files].map((file) => chunks.find((chunk) => chunk.fileName === file)?.name);
    expect(new Set([...names(page), ...names(app)])).toEqual(new Set(['rolldown-runtime', ...START_CHUNKS.map(({ name }) => name)]));
    // What the page preloads (the entry and its boot chunk) aside, main.tsx's stages (the last holds the client).
    expect(names(app)).toEqual(START_CHUNKS.filter(({ stage }) => stage).map(({ name }) => name));
  });

  it('lists a page’s preloads largest first, after the entry: none of the large ones waits for a small one', () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/router-manifest.json'), 'utf8')) as {
      routes: Record<string, { preloads?: string[] }>;
    };
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(manifest.routes.__root__.preloads).toEqual([`/${entry.fileName}`]);
    const sizeOf = (url: string) => chunks.find((chunk) => `/${chunk.fileName}` === url)!.code.length;
    for (const routeId of ['/', '/members', '/members-detail/$id', '/login']) {
      const preloads = manifest.routes[routeId].preloads ?? [];
      const sizes = preloads.map(sizeOf);
      expect(sizes, routeId).toEqual([...sizes].sort((a, b) => b - a));
      const names = preloads.map((url) => chunks.find((chunk) => `/${chunk.fileName}` === url)!.name);
      // React and the start chunk first: with the page's first pictures they fill the six connections.
      expect(names.slice(0, 2).sort(), routeId).toEqual(['react', 'start']);
      expect(names, routeId).toEqual(expect.arrayContaining(['boot', 'rolldown-runtime']));
    }
  });

  it('keeps what loads on demand, and Chakra’s runtime, out of the start chunks', () => {
    const startNames = new Set(START_CHUNKS.map(({ name }) => name));
    expect(builtUnder(ON_DEMAND).length).toBeGreaterThan(20);
    const inStart = builtUnder([...ON_DEMAND, ...CHAKRA_RUNTIME]).filter((module) => startNames.has(chunkOf.get(module)?.name ?? ''));
    expect(inStart).toEqual([]);
  });

  it('keeps what loads on demand out of the first load of the home page, the directories and the detail pages', () => {
    for (const routeId of ['/', '/members', '/members-detail/$id', '/event-detail/$id', '/events']) {
      const files = new Set(firstLoad(routeId));
      const loaded = builtUnder(ON_DEMAND).filter((module) => files.has(chunkOf.get(module)?.fileName ?? ''));
      expect(loaded, routeId).toEqual([]);
    }
  });

  it('leaves out of the precache exactly the door’s decoder, the tag picker and the carousels (script and stylesheet)', () => {
    const sw = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    const listed = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => `/${match[1]}`))];
    const onDemand = listed.filter(isOnDemandChunk).map((url) => url.slice(1));
    const filesOf = (module: string) =>
      chunks
        .filter((chunk) => chunk.moduleIds.some((id) => relativeModule(id, root).startsWith(module)))
        .flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]);
    const decoder = filesOf('node_modules/jsqr/');
    const expected = [...decoder, ...filesOf('src/components/forms/TagSelect.tsx'), ...filesOf('src/components/ui/CarouselSwiper.tsx')];
    expect(expected).toHaveLength(4);
    expect(onDemand.sort()).toEqual(expected.sort());
    expect(listed.filter((url) => isStoredBy('door', url))).toEqual(decoder.map((file) => `/${file}`));
    // Every other chunk is precached (none lost to the rule).
    expect(listed.length - onDemand.length).toBeGreaterThan(60);
  });

  it('gives no route emotion or Chakra’s React components before it is interactive', () => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/router-manifest.json'), 'utf8')) as {
      routes: Record<string, unknown>;
    };
    const routes = Object.keys(manifest.routes).filter((routeId) => routeId !== '__root__');
    expect(routes.length).toBeGreaterThan(15);
    const runtime = ['node_modules/@emotion/', 'node_modules/@chakra-ui/react/'];
    for (const routeId of routes) {
      const files = new Set(firstLoad(routeId));
      const loaded = builtUnder(runtime).filter((module) => files.has(chunkOf.get(module)?.fileName ?? ''));
      expect(loaded, routeId).toEqual([]);
    }
  });

  it('gives a page’s start only what the start imports: no other feature’s code, no toasts, no device side', () => {
    // Each of these was in the `app` start chunk of every page (door: shared by two routes; toasts: the container in
    // the document; the device side: imported by client.tsx; the offline download: by the layout).
    const notForTheHomePage = [
      'src/features/door/texts.ts',
      'src/features/door/queries.ts',
      'node_modules/react-toastify/dist/unstyled.mjs',
      'src/app/device.ts',
      'src/app/directories.ts',
      'src/app/offline-download.ts',
      'src/offline/persister.ts',
    ];
    expect(builtUnder(notForTheHomePage).length).toBeGreaterThanOrEqual(notForTheHomePage.length);
    for (const routeId of ['/', '/members', '/members-detail/$id', '/event-detail/$id']) {
      const files = new Set(firstLoad(routeId));
      const loaded = builtUnder(notForTheHomePage).filter((module) => files.has(chunkOf.get(module)?.fileName ?? ''));
      expect(loaded, routeId).toEqual([]);
    }
  });
});

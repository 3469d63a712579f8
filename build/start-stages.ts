import path from 'node:path';
import type { Plugin } from 'vite';
import { START_CHUNKS } from './chunk-manifest.ts';

/** The module main.tsx reads its stages from. */
export const START_STAGES_ID = 'virtual:start-stages';
const RESOLVED_ID = `\0${START_STAGES_ID}`;

/**
 * `STAGES`: one dynamic import per start chunk that has a `stage` in chunk-manifest.ts, in its order. main.tsx runs
 * them one per task; each runs its chunk (and, for a library bundled from CommonJS, its code). The manifest is the
 * one place that says which module starts which chunk, and the build test checks the module is in that chunk.
 */
export function startStages(root: string): Plugin {
  return {
    name: 'start-stages',
    resolveId: (source) => (source === START_STAGES_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const imports = START_CHUNKS.flatMap(({ stage }) => {
        if (!stage) return [];
        // A project file by its absolute path; a package by its name, as the app imports it.
        const specifier = stage.startsWith('src/') ? path.resolve(root, stage).replace(/\\/g, '/') : stage;
        return [`() => import(${JSON.stringify(specifier)})`];
      });
      return `export const STAGES = [${imports.join(', ')}];\n`;
    },
  };
}

/**
 * The modules the start needs: everything src/app/client.tsx (the app's last start stage) imports statically, and
 * the entry's. Filled once the module graph is known (buildEnd), read while chunks are made: the `app` start chunk
 * takes only these, and a module shared by some pages only (a card, the door's texts) goes with them, not with
 * every page's start.
 */
export function startClosure(root: string, seeds: readonly string[]) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'start-closure',
    buildEnd() {
      modules.clear();
      const seedIds = seeds.map((seed) => path.resolve(root, seed).replace(/\\/g, '/'));
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (seedIds.includes(id.replace(/\\/g, '/'))) visit(id);
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

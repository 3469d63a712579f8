/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** The early-input program, minified by the server build (build/early-input-script.ts); absent elsewhere. */
declare const __EARLY_INPUT_SCRIPT__: string | undefined;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CLUB_NAME?: string;
  readonly VITE_CLUB_SHORT_NAME?: string;
}

/** main.tsx's start stages, one dynamic import per start chunk (build/start-stages.ts, from build/chunk-manifest.ts). */
declare module 'virtual:start-stages' {
  export const STAGES: ReadonlyArray<() => Promise<unknown>>;
}

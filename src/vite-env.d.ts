/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CLUB_NAME?: string;
  readonly VITE_CLUB_SHORT_NAME?: string;
}

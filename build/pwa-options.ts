import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { ClubIdentity } from '../src/content/club-defaults.ts';

// Service worker and web manifest. The worker itself is src/sw.ts.
export const createPwaOptions = (club: ClubIdentity): Partial<VitePWAOptions> => ({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'no-image.png', 'no-image-found.jpg'],
  // The manifest's icons are fetched when installing, not needed offline (see globIgnores).
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: club.name,
    short_name: club.shortName,
    description: 'Membres, sociétés, événements et photos du club — même sans réseau.',
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#1f2a44',
    background_color: '#ffffff',
    categories: ['business', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: '/screenshots/narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Les membres du club' },
      { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Les membres du club' },
    ],
  },
  // A hand-written worker (src/sw.ts) so media caching can answer with any stored rendition offline.
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,jpg,woff2,webmanifest}'],
    // Install-time assets (manifest icons and screenshots) are fetched by the browser when installing, never
    // needed offline: kept out of the precache (≈ 40 KB).
    // lightgallery's icon font is inline in its stylesheet (woff2); its SVG, TTF and WOFF copies are for browsers
    // the app does not support, never fetched (13 KB).
    globIgnores: ['screenshots/**', 'icons/**', 'assets/lg-*.svg'],
  },
});

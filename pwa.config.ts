import type { VitePWAOptions } from 'vite-plugin-pwa';
import type { ClubIdentity } from './src/content/club-defaults.ts';

// Service worker and web manifest. The offline issue refines caching; this is the shell.
export const createPwaOptions = (club: ClubIdentity): Partial<VitePWAOptions> => ({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'no-image.png', 'no-image-found.jpg'],
  manifest: {
    name: club.name,
    short_name: club.shortName,
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1f2a44',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,jpg,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/admin/],
    cleanupOutdatedCaches: true,
  },
});

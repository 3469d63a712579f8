import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// The club's colours. The accent keeps ≥ 4.5:1 contrast with white text.
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          navy: { value: '#1f2a44' },
          navyDark: { value: '#141c30' },
          accent: { value: '#c8102e' },
          gold: { value: '#f5c542' },
        },
      },
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
  },
  globalCss: {
    '.skip-link': {
      position: 'absolute',
      left: '-9999px',
      top: '0',
      zIndex: 'max',
      background: 'white',
      color: 'black',
      padding: '2',
    },
    '.skip-link:focus': { left: '2' },
  },
});

export const system = createSystem(defaultConfig, config);

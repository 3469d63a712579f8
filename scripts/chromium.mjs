// Debian's Chromium, as the end-to-end tests, the bench and the cluster test launch it: one list of flags.
// The background-networking flags keep it quiet, so an offline test sees only the app's own requests.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

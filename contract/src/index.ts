// @club/contract: what the PWA (src/) and the Strapi server (backend/src) must agree on, written once.
// Plain TypeScript with no dependency and no import from either tier (eslint.config.js); the PWA compiles
// these sources with Vite, the server requires their CommonJS build (contract/dist, `npm run build:backend`).
export * from './search';
export * from './media';
export * from './validation';
export * from './members';
export * from './privacy';
export * from './companies';
export * from './events';
export * from './directory';
export * from './random';
export * from './content-lines';
export * from './door';
export * from './event-calendar';
export * from './member-references';
export * from './slug';
export * from './push';
export * from './directory-columns';
export * from './directory-stored';

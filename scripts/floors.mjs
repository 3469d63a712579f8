// The floors of both tiers, top to bottom: a folder imports only the floors below it (and its own). Written once,
// read by eslint.config.js (lint: the finer rules of each tier, over these) and .dependency-cruiser.mjs (the
// whole repository's import graph: nothing runs back up, no circles). docs/architecture.md draws them.

/** The PWA (src/). Within a floor, eslint.config.js says more (e.g. offline/ uses lib/ only). */
export const APP_FLOORS = [['app'], ['routes'], ['features'], ['components'], ['offline', 'api', 'content'], ['session'], ['lib']];

/**
 * The Strapi app (backend/src), in Strapi's own layout. index.ts wires the parts (register, bootstrap); seed/ and
 * migrations/ run at start-up; backoffice/ is the admin's server side (routes, views, roles); extensions/ extend
 * Strapi's plugins; middlewares/ and policies/ are the request pipeline around the routes; api/<type>/ owns its
 * routes, controllers, rules (services), policies and hooks (a type may use another type's services);
 * lifecycle/ is the process (environment, shutdown, watchdog); utils/ are plain helpers. src/admin, the
 * admin panel's browser code, is built by Strapi apart and imports the contract only.
 */
export const BACKEND_FLOORS = [
  ['index.ts'],
  ['seed'],
  ['migrations'],
  ['backoffice'],
  ['extensions'],
  ['middlewares', 'policies'],
  ['api', 'components'],
  ['lifecycle'],
  ['utils'],
];

/** For each floor but the top, the floors above it: `{ floor, above }` with folder names. */
export function floorsAbove(floors) {
  return floors.slice(1).map((floor, index) => ({ floor, above: floors.slice(0, index + 1).flat() }));
}

// Before compiling: removes the previous compiled server (dist/src, dist/config), so a source file deleted or
// renamed leaves no stale .js behind — Strapi loads every file of dist/src/api, and a route left there whose
// handler is gone stops it at start. dist/build (the admin panel) is kept.
const fs = require('node:fs');
const path = require('node:path');

for (const entry of ['dist/src', 'dist/config', 'dist/tsconfig.tsbuildinfo']) {
  fs.rmSync(path.join(__dirname, '..', entry), { recursive: true, force: true });
}

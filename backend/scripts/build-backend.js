'use strict';
// npm run build:backend: compiles the contract and the server into dist/ — unless nothing it is built from changed
// since the last build. The test scripts each build the server first (test:api, test:e2e, test:api:pg,
// test:cluster); CI runs all four, and a build is half a minute of CPU (Strapi loads itself to generate the types).
// The inputs' SHA-256 is kept in dist/.inputs-sha256; `--force` builds anyway.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const server = path.resolve(__dirname, '..');
const contract = path.resolve(server, '..', 'contract');
const STAMP = path.join(server, 'dist', '.inputs-sha256');
const INPUTS = [
  path.join(server, 'src'),
  path.join(server, 'config'),
  path.join(server, 'tsconfig.json'),
  path.join(server, 'package.json'),
  // A Strapi upgrade changes the generated types and what tsc compiles against.
  path.join(server, 'package-lock.json'),
  path.join(contract, 'src'),
  path.join(contract, 'tsconfig.json'),
];

function files(entry) {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry, { withFileTypes: true })
    .flatMap((child) => files(path.join(entry, child.name)))
    .sort();
}

function inputsHash() {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(files)) hash.update(path.relative(server, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: server, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const wanted = inputsHash();
const built = fs.existsSync(STAMP) && fs.existsSync(path.join(server, 'dist', 'src', 'index.js')) ? fs.readFileSync(STAMP, 'utf8') : '';
if (!process.argv.includes('--force') && built === wanted) {
  console.log('backend build up to date (backend/dist/.inputs-sha256)');
  process.exit(0);
}
fs.rmSync(STAMP, { force: true });
const bin = (name) => path.join(server, 'node_modules', '.bin', name);
run(bin('tsc'), ['-p', path.join(contract, 'tsconfig.json')]);
run(process.execPath, [path.join(__dirname, 'clean-compiled.js')]);
run(bin('strapi'), ['ts:generate-types', '--silent']);
run(bin('tsc'), ['-p', 'tsconfig.json']);
fs.writeFileSync(STAMP, wanted);

import { build } from 'vite';
const out = await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir: '/tmp/wtb/sizes', emptyOutDir: true } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
const rows = [];
for (const c of outputs.filter((o) => o.type === 'chunk' && ['react','framework','app','theme','platform','client'].includes(o.name)))
  for (const [id, m] of Object.entries(c.modules)) {
    const rel = id.replace(process.cwd() + '/', '');
    const pkg = rel.startsWith('node_modules/') ? rel.split('/').slice(1, rel.split('/')[1].startsWith('@') ? 3 : 2).join('/') : rel.split('/').slice(0, 3).join('/');
    rows.push([c.name, pkg, m.renderedLength, rel]);
  }
const agg = {};
for (const [c, pkg, n] of rows) agg[c + ' ' + pkg] = (agg[c + ' ' + pkg] ?? 0) + n;
console.log(Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 45).map(([k, v]) => `${(v / 1024).toFixed(1).padStart(6)} KB raw  ${k}`).join('\n'));
import fs from 'node:fs'; fs.writeFileSync('/tmp/wtb/sizes.tsv', rows.map((r) => r.join('\t')).join('\n'));

// node scripts/bench/directory-fields.mjs <Strapi or Node server URL> [brotli quality, default 9]
// A first full sync as the PWA's service worker asks it (cards=directory), kind by kind: records, pages, bytes
// uncompressed and brotli'd per answer, and each field's share (its values across an answer, compressed alone: an
// estimate of what the field costs, issue 47). Run against a bench Strapi (scripts/bench/servers.mjs) at any size.
import zlib from 'node:zlib';
const base = process.argv[2];
const quality = Number(process.argv[3] ?? 9);
const br = (s) =>
  zlib.brotliCompressSync(Buffer.from(s), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  }).length;
let grand = 0;
for (const kind of ['members', 'companies', 'events']) {
  let cursor = null,
    more = true,
    raw = 0,
    brTotal = 0,
    records = 0,
    pages = 0;
  const perField = {};
  while (more) {
    const res = await fetch(`${base}/api/directory/${kind}/changes?cards=directory${cursor ? `&since=${cursor}` : ''}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const text = await res.text();
    raw += text.length;
    brTotal += br(text);
    const body = JSON.parse(text);
    pages += 1;
    records += body.data.length;
    const cols = {};
    for (const row of body.data) for (const [k, v] of Object.entries(row)) (cols[k] ??= []).push(v ?? null);
    if (body.included) for (const [k, v] of Object.entries(body.included)) cols[`included.${k}`] = v;
    for (const [k, v] of Object.entries(cols)) {
      const s = JSON.stringify(v);
      const f = (perField[k] ??= { raw: 0, br: 0 });
      f.raw += s.length;
      f.br += br(s);
    }
    cursor = body.cursor;
    more = body.more;
  }
  grand += brTotal;
  console.log(
    `${kind}: ${records} records, ${pages} pages, raw ${(raw / 1024).toFixed(0)} KB, br ${(brTotal / 1024).toFixed(0)} KB (${(brTotal / records).toFixed(0)} B/record)`,
  );
  for (const [k, v] of Object.entries(perField)
    .sort((a, b) => b[1].br - a[1].br)
    .slice(0, 16))
    console.log(
      `   ${k.padEnd(26)} raw ${(v.raw / 1024).toFixed(0).padStart(6)} KB  br ${(v.br / 1024).toFixed(0).padStart(5)} KB  ${(v.br / records).toFixed(0).padStart(5)} B/rec`,
    );
}
console.log(`total br ${(grand / 1024).toFixed(0)} KB`);

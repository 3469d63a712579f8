// node scripts/bench/directory-fields.mjs <Strapi or Node server URL> [rows|columns] [brotli quality, default 9]
// A first full sync, kind by kind: records, answers, bytes uncompressed and brotli'd, and each field's share (its
// values across an answer, compressed alone: an estimate of what the field costs, issue 47). `rows`: the paged feed
// as a phone asked it before (cards=directory); `columns` (the default): the streamed feed a phone asks now
// (@club/contract's directory-columns.ts). Run against a bench Strapi (scripts/bench/servers.mjs) at any size.
import zlib from 'node:zlib';
const base = process.argv[2];
const shape = process.argv[3] ?? 'columns';
const quality = Number(process.argv[4] ?? 9);
const br = (s) =>
  zlib.brotliCompressSync(Buffer.from(s), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
  }).length;

/** The answers of a first sync, as text, and each answer's fields as columns. */
async function answers(kind) {
  const out = [];
  if (shape === 'columns') {
    const text = await (await fetch(`${base}/api/directory/${kind}/changes?cards=directory&shape=columns`)).text();
    for (const line of text.split('\n').filter(Boolean)) {
      const body = JSON.parse(line);
      const cols = { ...body.columns, ...(body.names && { names: body.names }), ...(body.extra && { extra: body.extra }) };
      out.push({ text: line, records: body.columns.id.length, cols });
    }
    return out;
  }
  for (let cursor = null, more = true; more;) {
    const res = await fetch(`${base}/api/directory/${kind}/changes?cards=directory${cursor ? `&since=${cursor}` : ''}`);
    const text = await res.text();
    const body = JSON.parse(text);
    const cols = {};
    for (const row of body.data) for (const [k, v] of Object.entries(row)) (cols[k] ??= []).push(v ?? null);
    out.push({ text, records: body.data.length, cols });
    cursor = body.cursor;
    more = body.more;
  }
  return out;
}

let grand = 0;
for (const kind of ['members', 'companies', 'events']) {
  let raw = 0,
    brTotal = 0,
    records = 0;
  const perField = {};
  const list = await answers(kind);
  for (const answer of list) {
    raw += answer.text.length;
    brTotal += br(answer.text);
    records += answer.records;
    for (const [k, v] of Object.entries(answer.cols)) {
      const s = JSON.stringify(v);
      const f = (perField[k] ??= { raw: 0, br: 0 });
      f.raw += s.length;
      f.br += br(s);
    }
  }
  grand += brTotal;
  console.log(
    `${kind}: ${records} records, ${list.length} answers, raw ${(raw / 1024).toFixed(0)} KB, br ${(brTotal / 1024).toFixed(0)} KB (${(brTotal / records).toFixed(0)} B/record)`,
  );
  for (const [k, v] of Object.entries(perField)
    .sort((a, b) => b[1].br - a[1].br)
    .slice(0, 16))
    console.log(
      `   ${k.padEnd(26)} raw ${(v.raw / 1024).toFixed(0).padStart(6)} KB  br ${(v.br / 1024).toFixed(0).padStart(5)} KB  ${(v.br / records).toFixed(1).padStart(5)} B/rec`,
    );
}
console.log(`total br ${(grand / 1024).toFixed(0)} KB (quality ${quality}, each answer alone)`);

// @vitest-environment node
// The bench's record (scripts/bench/record.mjs): a run becomes one row of data, and latest.md shows each budget's
// newest figure for each club size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetName, figuresOf, readRows, recordRun, renderLatest } from '../../scripts/bench/record.mjs';

const results = (members: number, p95: number) => ({
  meta: { sizes: { members }, cpus: 2, loadBefore: '1.50 1.20 1.00', loadAfter: '2.00 1.50 1.10', database: 'sqlite' },
  ssr: { render: { members: { p95, runs: [1, 2, 3] } } },
});

describe('the bench as data', () => {
  it('keeps every number under its path, not the runs behind a median', () => {
    expect(figuresOf(results(300, 47.14))).toEqual({ 'meta.sizes.members': 300, 'meta.cpus': 2, 'ssr.render.members.p95': 47.1 });
  });

  it('names a budget line by what it measures, without its figure', () => {
    expect(budgetName('warm start offline, CPU 4× slower: first card ≤ 600 ms: 3250.0 ms')).toBe(
      'warm start offline, CPU 4× slower: first card ≤ 600 ms',
    );
    expect(budgetName('warm start offline, CPU 4× slower: no main-thread task over 200 ms caused by the store: none')).toBe(
      'warm start offline, CPU 4× slower',
    );
  });

  it('appends one row per run and shows the newest line of each budget, per club size', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-record-'));
    const runsFile = path.join(dir, 'runs.jsonl');
    const latestFile = path.join(dir, 'latest.md');
    const at = (day: string) => new Date(`2026-11-${day}T10:00:00Z`);
    recordRun(results(300, 60), ['OVER BUDGET  render ≤ 50 ms: 60 ms', 'ok           door ≤ 500 ms: 400 ms'], {
      runsFile,
      latestFile,
      date: at('27'),
    });
    recordRun(results(300, 45), ['ok           render ≤ 50 ms: 45 ms'], { runsFile, latestFile, date: at('28') });
    recordRun(results(3000, 70), ['OVER BUDGET  render ≤ 50 ms: 70 ms'], { runsFile, latestFile, date: at('28') });

    const rows = readRows(runsFile);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      sizes: { members: 300 },
      load: { before: '1.50 1.20 1.00' },
      budgets: [{ ok: true, text: 'render ≤ 50 ms: 45 ms' }],
    });

    const latest = fs.readFileSync(latestFile, 'utf8');
    expect(latest).toBe(renderLatest(rows));
    const [small, large] = latest.split('## 3000 members');
    expect(small).toContain('| ok | render ≤ 50 ms: 45 ms | 2026-11-28');
    expect(small).not.toContain('60 ms');
    // The door was not measured by the newest run: its line comes from the run that measured it.
    expect(small).toContain('| ok | door ≤ 500 ms: 400 ms | 2026-11-27');
    expect(large).toContain('| **over** | render ≤ 50 ms: 70 ms |');
    fs.rmSync(dir, { recursive: true });
  });
});

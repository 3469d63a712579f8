export const RUNS_FILE: string;
export const LATEST_FILE: string;
export interface BenchRow {
  date: string;
  commit: string;
  uncommitted: boolean;
  sizes?: Record<string, number>;
  database?: string;
  cpus?: number;
  load: { before?: string; after?: string };
  skipped: string[];
  budgets: { ok: boolean; text: string }[];
  figures: Record<string, number>;
}
export function figuresOf(results: unknown): Record<string, number>;
export function budgetName(text: string): string;
export function rowOf(results: unknown, budgetLines: string[], options?: { skipped?: string[]; date?: Date }): BenchRow;
export function readRows(file?: string): BenchRow[];
export function renderLatest(rows: BenchRow[]): string;
export function recordRun(
  results: unknown,
  budgetLines: string[],
  options?: { skipped?: string[]; date?: Date; runsFile?: string; latestFile?: string },
): void;

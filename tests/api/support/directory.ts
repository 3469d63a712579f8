// The directory sync as a phone reads it: every page of the changes since a cursor.
import { expect } from 'vitest';
import { api } from './api';

export type Row = Record<string, unknown> & { id: number; changedAt: number };
export type Changes = {
  data: Row[];
  removed: Array<{ id: number; at: number }>;
  cursor: string;
  more: boolean;
  reset?: boolean;
  /** How many answers it took. */
  pages?: number;
};

/** Every page of the changes since `since` (none: the full download). */
export async function changes(kind: string, since?: string, token?: string): Promise<Changes> {
  const all: Changes = { data: [], removed: [], cursor: since ?? '', more: true };
  let cursor = since;
  for (let guard = 0; all.more && guard < 400; guard += 1) {
    const res = await api<Changes>(`/api/directory/${kind}/changes${cursor ? `?since=${cursor}` : ''}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    all.data.push(...res.body.data);
    all.removed.push(...res.body.removed);
    all.more = res.body.more;
    // A reset is said by the first page of the answer.
    all.reset ||= res.body.reset;
    cursor = all.cursor = res.body.cursor;
    all.pages = guard + 1;
  }
  return all;
}

/** The cursor after every change so far; waits out the server's re-read window (1 s in tests). */
export async function settledCursor(kind: string, token?: string) {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return (await changes(kind, undefined, token)).cursor;
}

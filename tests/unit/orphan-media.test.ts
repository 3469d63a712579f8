// @vitest-environment node
// Which bucket objects the orphan sweep deletes (backend/src/lifecycle/orphan-media.ts): the cluster test
// (scripts/cluster/) runs it against a real bucket; here the choice itself, case by case.
import { describe, expect, it } from 'vitest';
import { objectName, orphanKeys, referencedNames } from '../../backend/src/lifecycle/orphan-media';

const MINUTE = 60_000;
const now = Date.parse('2026-11-26T12:00:00Z');
const object = (Key: string, ageMs: number) => ({ Key, LastModified: new Date(now - ageMs) });

describe('orphan media sweep', () => {
  const rows = [
    {
      url: 'https://media.example.be/club/photo_a1b2.png',
      formats: { thumbnail: { url: 'https://media.example.be/club/thumbnail_photo_a1b2.png' } },
    },
    // PostgreSQL returns jsonb parsed, SQLite a string.
    {
      url: 'https://media.example.be/club/logo_c3d4.png',
      formats: '{"small":{"url":"https://media.example.be/club/small_logo_c3d4.png"}}',
    },
    { url: 'https://media.example.be/club/plain_e5f6.gif', formats: null },
  ];

  it('every url and rendition url of a row is referenced, by object name', () => {
    expect([...referencedNames(rows)].sort()).toEqual([
      'logo_c3d4.png',
      'photo_a1b2.png',
      'plain_e5f6.gif',
      'small_logo_c3d4.png',
      'thumbnail_photo_a1b2.png',
    ]);
    expect(objectName('club/sub/x_1.png?v=2')).toBe('x_1.png');
  });

  it('deletes old objects no row refers to; keeps referenced ones and young ones (an upload in progress)', () => {
    const objects = [
      object('club/photo_a1b2.png', 90 * MINUTE),
      object('club/thumbnail_photo_a1b2.png', 90 * MINUTE),
      object('club/small_logo_c3d4.png', 90 * MINUTE),
      object('club/crashed_9999.png', 90 * MINUTE), // the kill came before its row
      object('club/medium_crashed_9999.png', 61 * MINUTE),
      object('club/uploading_7777.png', 2 * MINUTE), // its row comes in a moment
      { Key: 'club/no-date.png' }, // never deleted without a date
    ];
    expect(orphanKeys(objects, referencedNames(rows), now, 60 * MINUTE)).toEqual(['club/crashed_9999.png', 'club/medium_crashed_9999.png']);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { ClubDatabase } from '@/offline/db';
import { addToOutbox, outboxRows } from '@/offline/outbox';
import { syncDoor } from './door-sync';

// The door's rows live in the app's IndexedDB database: here a throwaway one, and the server is a stub.
let database: ClubDatabase;
vi.mock('@/offline/club-db', () => ({ clubDb: async () => database }));
const sendCheckIn = vi.fn();
vi.mock('@/api/door', () => ({ sendCheckIn: (...args: unknown[]) => sendCheckIn(...args), sendUndo: vi.fn() }));
afterEach(async () => {
  sendCheckIn.mockReset();
  await database?.delete();
});

const CLOSED = 'L’accueil de cet événement est fermé depuis le 16/03/2026 à 00:00 : les arrivées ne s’enregistrent plus.';
const checkIn = (id: string) => ({
  id,
  kind: 'door-check-in' as const,
  eventId: 7,
  memberId: 10,
  label: 'Arrivée',
  door: {
    kind: 'door-check-in' as const,
    personKey: 'm3',
    request: { clientId: id, at: 1, kind: 'member' as const, memberId: 3 },
  },
});

describe('syncDoor: a refused door action is said once, never retried nor lost', () => {
  it('the server refuses it to the page (the door closed while the phone was offline)', async () => {
    database = new ClubDatabase(`door-sync-${Math.random()}`);
    await addToOutbox(checkIn('c-refused-1'), 1, database);
    sendCheckIn.mockRejectedValue(new ApiError(CLOSED, 400));
    expect(await syncDoor(7, 10)).toEqual({ sent: 0, refused: [CLOSED], offline: false });
    expect(await outboxRows(database)).toEqual([]);
  });

  it('the service worker met the refusal: the page says it instead of counting it as sent', async () => {
    database = new ClubDatabase(`door-sync-${Math.random()}`);
    await addToOutbox(checkIn('c-refused-2'), 1, database);
    const [row] = await outboxRows(database);
    await database.outbox.put({ ...row, state: 'done', outcome: { ok: false, httpStatus: 400, message: CLOSED }, finishedAt: 2 });
    expect(await syncDoor(7, 10)).toEqual({ sent: 0, refused: [CLOSED], offline: false });
    expect(await outboxRows(database)).toEqual([]);
    expect(sendCheckIn).not.toHaveBeenCalled();
  });
});

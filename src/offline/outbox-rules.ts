import { OUTBOX_MAX_AGE_MS, type CheckInRequest } from '@club/contract';

// The outbox's rules, without storage: what a row holds and who may send it. The page and the service
// worker both deliver queued actions (the worker even with no tab open, where the browser has Background
// Sync); a row is claimed before it is sent, so only one of them sends it.

export type OutboxKind = 'sign-up' | 'leave' | 'door-check-in' | 'door-undo';

/** The door's actions (issue 28): sent by the door screen or the worker; never adopted as a sign-up mutation. */
export const isDoorKind = (kind: OutboxKind): kind is 'door-check-in' | 'door-undo' => kind === 'door-check-in' || kind === 'door-undo';

/** What a door action sends: a check-in as the server takes it, or the claims an undo withdraws (and whose). */
export type DoorPayload =
  { kind: 'door-check-in'; personKey: string; request: CheckInRequest } | { kind: 'door-undo'; personKey: string; claims: string[] };

/** What the server said to a delivery made by the service worker, kept for the page to tell the member. */
export type OutboxOutcome = { ok: true; status: string } | { ok: false; httpStatus: number; message: string };

export interface OutboxRow {
  /** The action's id (a uuid), also in its mutation's variables. */
  id: string;
  kind: OutboxKind;
  eventId: number;
  /** The member who queued it: it is never sent under another account. */
  memberId: number;
  /** What the 'À envoyer' list shows. */
  label: string;
  eventName?: string;
  /** A door action's request (door kinds only). */
  door?: DoorPayload;
  /** Who a door action is about, shown while it waits (a walk-in or a guest the list does not hold yet). */
  doorPerson?: { name: string; company: string | null; city: string | null; memberId: number | null; guest: boolean };
  createdAt: number;
  /** waiting → sending (claimed) → deleted, or → done (sent by the worker, the page reports it then deletes it). */
  state: 'waiting' | 'sending' | 'done';
  claimedAt: number | null;
  /** Who claimed it (one id per claim): a sender whose claim was taken over does not write over the new one. */
  claimedBy: string | null;
  outcome: OutboxOutcome | null;
  finishedAt: number | null;
}

/**
 * A claim older than this is taken over: its sender died (a tab closed, a worker stopped) mid-request. Longer
 * than any request's life; the server is idempotent, so the rare second send costs nothing.
 */
export const CLAIM_STALE_MS = 60_000;

/** A delivered row no page came to read (the app was never opened again) is dropped after the outbox's age (a week). */
export const DONE_KEPT_MS = OUTBOX_MAX_AGE_MS;

export type ClaimDecision = 'claim' | 'busy' | 'done' | 'gone';

/**
 * What a sender may do with a row it wants to deliver:
 * - gone: delivered, cancelled or dropped by someone else — never send it;
 * - done: the worker sent it; the page reads the outcome;
 * - claim: waiting, or claimed by a sender that has not finished in CLAIM_STALE_MS;
 * - busy: the other side is sending it now: wait for its outcome.
 */
export function claimDecision(row: OutboxRow | undefined, now: number): ClaimDecision {
  if (!row) return 'gone';
  if (row.state === 'done') return 'done';
  if (row.state === 'waiting') return 'claim';
  return now - (row.claimedAt ?? 0) >= CLAIM_STALE_MS ? 'claim' : 'busy';
}

/** Whether a delivered row has waited long enough for a page that never came. */
export const isExpiredDone = (row: OutboxRow, now: number) => row.state === 'done' && now - (row.finishedAt ?? 0) >= DONE_KEPT_MS;

/** A new id for an action (a secure context has randomUUID; elsewhere the service worker does not run anyway). */
export function newActionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

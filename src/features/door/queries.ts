// The door's queries and actions (the feature's public surface). The attendee list is a persisted query (IndexedDB,
// offline/persister.ts) under the events root, so it is dropped with the other viewer-dependent data when the
// viewer changes (app/viewer.ts). The actions go through the outbox (offline/outbox.ts) whether online or not: one
// path, sent at once when the network is there, else when it returns (this page, or the worker's Background Sync).
import { onlineManager, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CheckInRequest, DoorPerson } from '@/api/door';
import { fetchDoorList } from '@/api/door';
import { addToOutbox } from '@/offline/outbox';
import { newActionId, type DoorPayload } from '@/offline/outbox-rules';
import { requestOutboxSync } from '@/offline/outbox-sync';
import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { getSession } from '@/session/session';
import type { WaitingDoorAction } from './door-state';
import { doorRows, syncDoor, type DoorSyncResult } from './door-sync';

export const doorKeys = {
  list: (eventId: number) => ['events', 'door', eventId] as const,
  /** This phone's waiting actions: read from the outbox, never stored again as a query. */
  waiting: (eventId: number) => [PRIVATE_QUERY_ROOT, 'door-waiting', eventId] as const,
};

export const doorQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: doorKeys.list(eventId),
    queryFn: () => fetchDoorList(eventId),
    staleTime: 0,
    // Offline the stored list answers at once; a network failure is not tried again with a back-off (which held
    // the first screen for seconds): the next sync asks again.
    retry: false,
    // Two phones at two entrances: each sees the other's check-ins within half a minute while online.
    refetchInterval: 30_000,
  });

export const waitingDoorQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: doorKeys.waiting(eventId),
    networkMode: 'always',
    queryFn: async (): Promise<WaitingDoorAction[]> =>
      (await doorRows(eventId))
        .filter((row) => row.state !== 'done')
        .map((row) => ({ id: row.id, payload: row.door!, by: row.label, person: row.doorPerson })),
  });

/** Whether the signed-in account is an organiser, as the server said at login (the server checks every request). */
export const viewerIsOrganiser = () => getSession().user?.organiser === true;

/** Sends what waits, then reads the list again (the other phones' check-ins come with it). */
export async function syncDoorNow(queryClient: QueryClient, eventId: number): Promise<DoorSyncResult> {
  const result = await syncDoor(eventId, getSession().user?.memberId ?? null);
  if (result.sent > 0 || result.refused.length > 0 || !result.offline) {
    await queryClient.invalidateQueries({ queryKey: doorKeys.list(eventId) });
  }
  await queryClient.invalidateQueries({ queryKey: doorKeys.waiting(eventId) });
  return result;
}

/** A check-in as a screen asks for it: the id and time are given here unless the screen chose the id. */
type NewCheckIn<R = CheckInRequest> = R extends CheckInRequest ? Omit<R, 'clientId' | 'at'> & { clientId?: string } : never;

type PersonInfo = Pick<DoorPerson, 'name' | 'company' | 'city' | 'memberId' | 'guest'>;

/** Check-in and undo: recorded on the phone first (shown at once), then sent. */
export function useDoorActions(eventId: number, onSynced: (result: DoorSyncResult) => void) {
  const queryClient = useQueryClient();
  const queue = useCallback(
    async (payload: DoorPayload, person: PersonInfo) => {
      const user = getSession().user;
      if (!user?.memberId) return;
      const id = payload.kind === 'door-check-in' ? payload.request.clientId : newActionId();
      // Shown at once (the row says 'Présent ✓' in the same frame as the notice), then written to the outbox. A
      // read of the outbox under way is dropped: it predates this action.
      void queryClient.cancelQueries({ queryKey: doorKeys.waiting(eventId) });
      queryClient.setQueryData(doorKeys.waiting(eventId), (waiting: WaitingDoorAction[] = []) => [
        ...waiting,
        { id, payload, by: user.name, person },
      ]);
      await addToOutbox({
        id,
        kind: payload.kind,
        eventId,
        memberId: user.memberId,
        // Who did it: shown as 'par …' until the server's list says it.
        label: user.name,
        door: payload,
        doorPerson: person,
      });
      await queryClient.invalidateQueries({ queryKey: doorKeys.waiting(eventId) });
      if (onlineManager.isOnline()) onSynced(await syncDoorNow(queryClient, eventId));
      else void requestOutboxSync();
    },
    [eventId, onSynced, queryClient],
  );

  const checkIn = useCallback(
    (personKey: string, request: NewCheckIn, person: PersonInfo) =>
      queue({ kind: 'door-check-in', personKey, request: { clientId: newActionId(), at: Date.now(), ...request } }, person),
    [queue],
  );
  const undo = useCallback(
    (personKey: string, claims: string[], person: PersonInfo) => queue({ kind: 'door-undo', personKey, claims }, person),
    [queue],
  );
  return { checkIn, undo };
}

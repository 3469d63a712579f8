// Events and app organisers for the door's tests (tests/api/door.test.ts, personal-data.test.ts).
import { expect } from 'vitest';
import { addDays, clubToday } from '@club/contract';
import { adminToken, api, organiserToken, registerMember, unique, type TestMember } from './api';

const CM_EVENTS = '/content-manager/collection-types/api::event.event';
const CM_USERS = '/content-manager/collection-types/plugin::users-permissions.user';
// Days in Brussels, as the server decides what is past (a UTC day is yesterday there from 23:00 or 22:00 UTC).
export const day = (offset: number) => addDays(clubToday(), offset);

// No starting time by default: the door is open from the start of the event's day (Brussels), so a test on an
// event of today passes at any hour it runs (with 19:00 the door would only open at 17:00).
export async function createEvent(date = day(0), capacity: number | null = null, startingTime: string | null = null) {
  const res = await api(CM_EVENTS, {
    method: 'POST',
    token: await organiserToken(),
    body: {
      Name: `Soirée ${unique()}`,
      Date: date,
      StartingTime: startingTime,
      Address: 'Rue de Fer 1, 5000 Namur',
      Capacity: capacity,
      Published: true,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; documentId: string; Name: string };
}

/** What an administrator does in the back-office: gives an app account the 'Organisateur' role. */
export async function grantOrganiser(member: TestMember) {
  const token = await adminToken();
  const roles = await api('/users-permissions/roles', { token });
  const role = (roles.body.roles as Array<{ id: number; type: string }>).find((r) => r.type === 'organiser');
  expect(role, 'the organiser role exists').toBeTruthy();
  const found = await api(`${CM_USERS}?filters[$and][0][id][$eq]=${member.userId}`, { token });
  const documentId = found.body.results[0].documentId as string;
  const res = await api(`${CM_USERS}/${documentId}`, { method: 'PUT', token, body: { role: { connect: [{ id: role!.id }] } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function newOrganiser() {
  const organiser = await registerMember();
  await grantOrganiser(organiser);
  return organiser;
}

import { describe, expect, it } from 'vitest';
import { DOOR_MESSAGES, doorClosedMessage, doorWindow, guestNameError } from './door';
import { brusselsInstant } from './event-calendar';

describe('guestNameError', () => {
  it('accepts names, refuses links, addresses and control characters', () => {
    for (const name of ['Jeanne Invitée', 'Jean-Pierre d’Ursel', 'J.P. Van den Bossche', 'Zoë O’Neill', 'Dr. Anne Smet']) {
      expect(guestNameError(name), name).toBeNull();
    }
    for (const name of [
      'Cliquez http://evil.example/login pour valider',
      'evil.example',
      'Jeanne WWW.evil.be',
      'a@b.c',
      'Jeanne/Paul',
      'Jeanne\tInvitée',
      'Jeanne\u200bInvitée',
      'Jeanne <b>',
    ]) {
      expect(guestNameError(name), name).toBe(DOOR_MESSAGES.guestNameText);
    }
    expect(guestNameError(' J ')).toBe(DOOR_MESSAGES.guestName);
    expect(guestNameError('x'.repeat(121))).toBe(DOOR_MESSAGES.guestName);
  });
});

describe('doorWindow', () => {
  it('opens hours before the start on the event’s day, and closes at the end of the day after (Brussels)', () => {
    expect(doorWindow('2026-03-14', '19:00:00.000')).toEqual({
      opensAt: brusselsInstant('2026-03-14', '17:00'),
      closesAt: brusselsInstant('2026-03-16', '00:00'),
    });
    expect(doorWindow('2026-03-14', '19:00', 5).opensAt).toBe(brusselsInstant('2026-03-14', '14:00'));
    // No time, or a start too early to open the day before: the day's start.
    expect(doorWindow('2026-03-14', null).opensAt).toBe(brusselsInstant('2026-03-14', '00:00'));
    expect(doorWindow('2026-03-14', '01:00').opensAt).toBe(brusselsInstant('2026-03-14', '00:00'));
    // Across the change to summer time (29 March 2026): the day after still ends at Brussels midnight.
    expect(doorWindow('2026-03-28', null).closesAt).toBe(Date.parse('2026-03-29T22:00:00Z'));
  });

  it('says in French when the door opens or since when it is closed', () => {
    const window = doorWindow('2026-03-14', '19:00');
    expect(doorClosedMessage(window, window.opensAt - 1)).toBe(
      'L’accueil de cet événement n’est pas encore ouvert : il ouvre le 14/03/2026 à 17:00.',
    );
    expect(doorClosedMessage(window, window.opensAt)).toBeNull();
    expect(doorClosedMessage(window, window.closesAt - 1)).toBeNull();
    expect(doorClosedMessage(window, window.closesAt)).toBe(
      'L’accueil de cet événement est fermé depuis le 16/03/2026 à 00:00 : les arrivées ne s’enregistrent plus.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { compareInOrder, searchValues } from './directory';

describe('what a directory searches, read from either side', () => {
  it("reads the same member's values from the app's item and from the Strapi row", () => {
    const item = { name: 'Hélène', profession: 'Architecte', city: 'Liège', email: 'x@y.be', companies: [{ name: 'Atelier' }] };
    const row = { Name: 'Hélène', Profession: 'Architecte', City: 'Liège', Email: 'x@y.be', companies: [{ Name: 'Atelier' }] };
    expect(searchValues('members', item, 'app').sort()).toEqual(searchValues('members', row, 'wire').sort());
    expect(searchValues('members', item, 'app')).toEqual(expect.arrayContaining(['Hélène', 'Architecte', 'Liège', 'Atelier']));
    // The e-mail is shown but never searched (spec: name or profession…).
    expect(searchValues('members', item, 'app')).not.toContain('x@y.be');
  });

  it('skips what is missing', () => {
    expect(searchValues('companies', { name: 'Nord', about: null }, 'app')).toEqual(['Nord']);
  });
});

describe('the events order', () => {
  const event = (id: number, date: string, startTime: string) => ({ id, date, startTime });

  it('is the date, then the start time (none first), then the id', () => {
    const events = [
      event(4, '2026-05-02', '09:00'),
      event(3, '2026-05-01', '18:00'),
      event(2, '2026-05-01', ''),
      event(1, '2026-05-01', '18:00'),
    ];
    expect(events.sort((a, b) => compareInOrder('events', a, b)).map((e) => e.id)).toEqual([2, 1, 3, 4]);
  });
});

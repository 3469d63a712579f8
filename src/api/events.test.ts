import { describe, expect, it } from 'vitest';
import { mapEvent, toHourMinute } from './events';

describe('mapEvent', () => {
  const raw = {
    id: 7,
    Name: 'Lunch à Namur',
    Description: null,
    Date: '2025-06-14',
    StartingTime: '12:00:00.000',
    EndTime: null,
    Address: 'Rue de Fer 42, 5000 Namur',
    EventImage: null,
    event_plans: [
      { id: 3, Title: 'Repas', Order: 3, StartingTime: '13:00:00.000', EndTime: '14:00:00.000' },
      { id: 1, Title: 'Accueil', Order: 1, StartingTime: '12:00:00.000', EndTime: '12:30:00.000' },
      { id: 2, Title: 'Tour de table', Order: 2, StartingTime: '12:30:00.000', EndTime: null },
    ],
    event_attendee: {
      id: 9,
      members: [
        {
          id: 20,
          Name: 'Zoé Martin',
          Profession: null,
          City: 'Liège',
          BioImage: [],
          companies: [
            { id: 5, Name: 'Zeta' },
            { id: 4, Name: 'Alpha' },
          ],
        },
        { id: 21, Name: 'Amélie Dubois', Profession: 'Architecte', City: null, BioImage: null },
      ],
    },
  };

  it('sorts the plan by Order and shows times as HH:mm', () => {
    const event = mapEvent(raw);
    expect(event.plans.map((plan) => plan.title)).toEqual(['Accueil', 'Tour de table', 'Repas']);
    expect(event.plans[1]).toMatchObject({ startTime: '12:30', endTime: '' });
    expect(event).toMatchObject({ startTime: '12:00', endTime: '', description: '', image: null });
  });

  it('lists the attendees as member summaries, by name, with their companies by name', () => {
    expect(mapEvent(raw).attendees).toEqual([
      { id: 21, name: 'Amélie Dubois', profession: 'Architecte', city: '', photo: null, companies: [] },
      {
        id: 20,
        name: 'Zoé Martin',
        profession: '',
        city: 'Liège',
        photo: null,
        companies: [
          { id: 4, name: 'Alpha' },
          { id: 5, name: 'Zeta' },
        ],
      },
    ]);
  });

  it('has no attendees before the first sign-up', () => {
    expect(mapEvent({ ...raw, event_attendee: null }).attendees).toEqual([]);
  });
});

describe('toHourMinute', () => {
  it('keeps hours and minutes of a Strapi time', () => {
    expect(toHourMinute('09:05:00.000')).toBe('09:05');
    expect(toHourMinute(null)).toBe('');
    expect(toHourMinute('garbage')).toBe('');
  });
});

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
    // Strapi answers a repeatable component in its stored order (the back-office's drag and drop).
    Programme: [
      { id: 3, Title: 'Repas', StartingTime: '13:00:00.000', EndTime: '14:00:00.000' },
      { id: 1, Title: 'Accueil', StartingTime: '12:00:00.000', EndTime: '12:30:00.000' },
      { id: 2, Title: 'Tour de table', StartingTime: '12:30:00.000', EndTime: null },
    ],
    Photos: [{ id: 40, url: '/uploads/a.jpg', width: 1200, height: 800, alternativeText: null, formats: null }],
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

  it('keeps the programme in the order Strapi gives and shows times as HH:mm', () => {
    const event = mapEvent(raw);
    expect(event.programme.map((item) => item.title)).toEqual(['Repas', 'Accueil', 'Tour de table']);
    expect(event.programme[2]).toMatchObject({ startTime: '12:30', endTime: '' });
    expect(event.photos.map((photo) => photo.id)).toEqual([40]);
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

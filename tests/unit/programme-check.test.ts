// The back-office's warning before saving an event whose programme starts before the event (issue 44, point 8).
import { describe, expect, it } from 'vitest';
import { programmeStartsEarly } from '../../backend/src/backoffice/programme-check';

describe('programmeStartsEarly', () => {
  it('names the first step when it comes before the new start time', () => {
    const programme = [
      { Title: 'Repas', StartingTime: '12:30:00.000' },
      { Title: 'Accueil', StartingTime: '12:00:00.000' },
    ];
    expect(programmeStartsEarly('12:30:00.000', programme)).toEqual({ first: '12:00', start: '12:30', title: 'Accueil' });
  });

  it('says nothing when the programme starts at or after the event, or either time is unset', () => {
    expect(programmeStartsEarly('12:00:00.000', [{ Title: 'Accueil', StartingTime: '12:00:00.000' }])).toBeNull();
    expect(programmeStartsEarly('12:00', [{ Title: 'Accueil', StartingTime: null }])).toBeNull();
    expect(programmeStartsEarly(null, [{ Title: 'Accueil', StartingTime: '08:00' }])).toBeNull();
    expect(programmeStartsEarly('12:00', undefined)).toBeNull();
    expect(programmeStartsEarly('12:00', [null, 'x', { StartingTime: 7 }])).toBeNull();
  });
});

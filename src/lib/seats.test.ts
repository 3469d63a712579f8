import { describe, expect, it } from 'vitest';
import { isFull, seatsLeft } from './seats';

describe('seatsLeft', () => {
  it('is null without a limit, what is left otherwise, never below zero', () => {
    expect(seatsLeft({ capacity: null, taken: 40 })).toBeNull();
    expect(seatsLeft({ capacity: 24, taken: 19 })).toBe(5);
    expect(seatsLeft({ capacity: 3, taken: 3 })).toBe(0);
    // An organiser lowered the capacity below the attendees: full, not negative.
    expect(seatsLeft({ capacity: 2, taken: 3 })).toBe(0);
  });

  it('full only when a limit is reached', () => {
    expect(isFull({ capacity: null, taken: 1000 })).toBe(false);
    expect(isFull({ capacity: 3, taken: 2 })).toBe(false);
    expect(isFull({ capacity: 3, taken: 3 })).toBe(true);
  });
});

// What is left of an event's seats, from the server's counts (the waitlist is only ever a count).

export interface SeatCounts {
  capacity: number | null;
  taken: number;
}

/** Seats still free: null when the event has no limit, 0 when it is full. */
export function seatsLeft({ capacity, taken }: SeatCounts): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - taken);
}

export const isFull = (seats: SeatCounts) => seatsLeft(seats) === 0;

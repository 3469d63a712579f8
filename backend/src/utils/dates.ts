// Calendar helpers for the server's mails and seed. "Today" and day arithmetic are the contract's (clubToday,
// addDays): the browser uses the same rule for what is past.

/** 'samedi 14 juin 2025' */
export function frenchDate(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-BE', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const fromMinutes = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** 'HH:mm' -> Strapi time 'HH:mm:ss.SSS'. */
export const strapiTime = (time: string) => `${time}:00.000`;

/** Shifts 'HH:mm' by `minutes`, never past `limit` ('HH:mm'). */
export function shiftTime(time: string, minutes: number, limit?: string): string {
  const shifted = toMinutes(time) + minutes;
  return fromMinutes(limit ? Math.min(shifted, toMinutes(limit)) : shifted);
}

export const minutesBetween = (from: string, to: string) => toMinutes(to) - toMinutes(from);

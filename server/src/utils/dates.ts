// Calendar helpers in the club's time zone (Europe/Brussels, the contract's CLUB_TIME_ZONE).
import { CLUB_TIME_ZONE } from '@club/contract';

/** Today's date in Brussels as 'YYYY-MM-DD'. */
export function brusselsToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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

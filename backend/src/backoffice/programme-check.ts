// The back-office's warning before an event is saved with a programme that starts before the event itself
// (the organiser moved the start from 12:00 to 12:30 and left 'Accueil 12:00'). A warning, not a refusal: a
// programme may hold a set-up step on purpose. Pure: the admin's panel imports it (backend/src/admin/).

const hhmm = (value: unknown) => (typeof value === 'string' && /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : null);

/** The programme's first time when it is before the event's start time; null when it is not (or either is unset). */
export function programmeStartsEarly(startTime: unknown, programme: unknown): { first: string; start: string; title: string } | null {
  const start = hhmm(startTime);
  if (!start || !Array.isArray(programme)) return null;
  const timed = programme
    .map((item) => ({
      time: hhmm((item as { StartingTime?: unknown })?.StartingTime),
      title: String((item as { Title?: unknown })?.Title ?? ''),
    }))
    .filter((item): item is { time: string; title: string } => item.time !== null)
    .sort((a, b) => a.time.localeCompare(b.time));
  const first = timed[0];
  return first && first.time < start ? { first: first.time, start, title: first.title } : null;
}

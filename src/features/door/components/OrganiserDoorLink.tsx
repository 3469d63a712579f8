import { useSession } from '@/session/use-session';
import { resilientLazy } from '@/components/ui/resilient-lazy';

// The door's code (its queries, texts, sync) is loaded for organisers only, after hydration: not in an event page's
// first load, which every visitor makes.
const OrganiserDoorPanel = resilientLazy<{ eventId: number }>(
  () => import('./OrganiserDoorPanel'),
  () => null,
);

/**
 * On an event's page, for organisers only (what the server said at login; the server checks each request): the
 * door, and the attendance once anyone came.
 */
export function OrganiserDoorLink({ eventId }: { eventId: number }) {
  const { user } = useSession();
  return user?.organiser === true ? <OrganiserDoorPanel eventId={eventId} /> : null;
}

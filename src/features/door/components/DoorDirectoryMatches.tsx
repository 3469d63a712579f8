import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Text } from '@/components/design';
import { membersPageQueryOptions } from '@/features/members/queries';
import { doorTexts as t } from '../texts';
import type { Tap } from '../door-feedback';
import { doorListClass, tapOf } from './DoorRow';

interface DoorDirectoryMatchesProps {
  query: string;
  /** Members already on the door's list: shown above, not here. */
  listed: ReadonlySet<number>;
  online: boolean;
  onWalkIn: (member: { memberId: number; name: string; company: string | null; city: string | null }, tap: Tap) => void;
}

/**
 * A walk-in found by name: below the people signed up, the club's members the search matches, each with
 * 'Inscrire et enregistrer'. The directory's own search (on the phone once it is synced, offline too; asked of
 * the server until then).
 */
export function DoorDirectoryMatches({ query, listed, online, onWalkIn }: DoorDirectoryMatchesProps) {
  const queryClient = useQueryClient();
  const search = query.trim();
  const matches = useQuery({
    ...membersPageQueryOptions(queryClient, { q: search }),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
  if (search.length < 2) return null;
  if (matches.isError && !online) return <Text fontSize="sm">{t.directory.offline}</Text>;
  const members = (matches.data?.items ?? []).filter((member) => !listed.has(member.id));
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="door-directory-title">
      <Text id="door-directory-title" fontSize="sm" fontWeight="semibold" color="gray.700" mt="2">
        {t.directory.title}
      </Text>
      <ul className={doorListClass}>
        {members.map((member) => {
          const company = member.companies[0]?.name ?? null;
          const details = [company, member.city].filter(Boolean).join(' · ');
          return (
            <li key={member.id} className="door-row" data-testid="door-directory-row">
              <div className="door-who">
                <p className="door-name">{member.name}</p>
                {details && <p className="door-details">{details}</p>}
              </div>
              <button
                type="button"
                className="door-check door-walk-in"
                onClick={(event) => onWalkIn({ memberId: member.id, name: member.name, company, city: member.city || null }, tapOf(event))}
                aria-label={t.walkInName(member.name)}
              >
                {t.walkIn}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

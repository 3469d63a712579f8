import { Badge } from '@/components/design';
import { seatsLeft, type SeatCounts } from '@/lib/seats';

export const seatsTexts = {
  full: 'Complet',
  left: (n: number) => (n === 1 ? '1 place restante' : `${n} places restantes`),
} as const;

/** '5 places restantes' or 'Complet' (the server's count); nothing for an event without a limit. */
export function SeatsLeft({ seats }: { seats: SeatCounts }) {
  const left = seatsLeft(seats);
  if (left === null) return null;
  return (
    <Badge alignSelf="flex-start" size="lg" variant="subtle" colorPalette={left === 0 ? 'red' : 'green'} data-testid="seats-left">
      {left === 0 ? seatsTexts.full : seatsTexts.left(left)}
    </Badge>
  );
}

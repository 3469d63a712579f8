import { memo } from 'react';
import { css } from '@/components/design';
import type { ShownPerson } from '../door-state';
import { doorTime } from '../door-state';
import { doorPhotoUrl } from '../door-offline';
import { doorTexts as t } from '../texts';

interface DoorRowProps {
  person: ShownPerson;
  onCheckIn: (person: ShownPerson) => void;
  onUndo: (person: ShownPerson) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');

/**
 * The rows' look, set once on the list (one class for 300 rows): each row is plain elements. A row of styled
 * components cost its styles' resolution at every render, which made a list of 300 slow to draw on a phone.
 * (Literal values throughout: Panda compiles them at build time.)
 */
export const doorListClass = css({
  listStyleType: 'none',
  margin: '0',
  padding: '0',
  '& .door-row': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    paddingBlock: '2',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
    // 300 rows: the ones below the screen are laid out only when scrolled to.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 64px',
  },
  '& .door-face': {
    width: '48px',
    height: '48px',
    borderRadius: 'full',
    objectFit: 'cover',
    flexShrink: 0,
  },
  '& .door-initials': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'gray.200',
    color: 'gray.700',
    fontWeight: 'semibold',
  },
  '& .door-who': { flex: '1', minWidth: '0' },
  '& .door-name, & .door-details': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .door-name': { fontWeight: 'semibold' },
  '& .door-details': { fontSize: 'sm', color: 'gray.600' },
  '& .door-present': { fontSize: 'sm', color: 'green.700', fontWeight: 'semibold' },
  // The row's two buttons: Chakra's small solid (check-in) and outline (undo) buttons.
  '& .door-check, & .door-undo': {
    flexShrink: 0,
    height: '9',
    minWidth: '9',
    paddingInline: '3.5',
    borderRadius: 'l2',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& .door-check': {
    colorPalette: 'green',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    _hover: { bg: 'colorPalette.solid/90' },
  },
  '& .door-undo': {
    colorPalette: 'gray',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'white',
    color: 'fg',
    _hover: { bg: 'colorPalette.subtle' },
  },
});

/** One attendee: face, name, company and city; one tap checks in, one undoes. */
export const DoorRow = memo(function DoorRow({ person, onCheckIn, onUndo }: DoorRowProps) {
  const photo = doorPhotoUrl(person);
  const details = [person.guest ? t.guestBadge : person.company, person.city].filter(Boolean).join(' · ');
  return (
    <li className="door-row" data-testid="door-row" data-checked-in={person.checkIn ? 'true' : 'false'}>
      {photo ? (
        <img className="door-face" src={photo} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="door-face door-initials" aria-hidden="true">
          {initials(person.name)}
        </span>
      )}
      <div className="door-who">
        <p className="door-name">{person.name}</p>
        {details && <p className="door-details">{details}</p>}
        {person.checkIn && (
          <p className="door-present">
            {t.presentAt(doorTime(person.checkIn.at), person.checkIn.by)}
            {person.checkIn.kind === 'walk-in' ? ` · ${t.walkInBadge}` : ''}
            {person.waiting ? ` · ${t.waiting}` : ''}
          </p>
        )}
      </div>
      {person.checkIn ? (
        <button type="button" className="door-undo" onClick={() => onUndo(person)} aria-label={t.undoName(person.name)}>
          {t.undo}
        </button>
      ) : (
        <button type="button" className="door-check" onClick={() => onCheckIn(person)} aria-label={t.checkInName(person.name)}>
          {t.checkIn}
        </button>
      )}
    </li>
  );
});

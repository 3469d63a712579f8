import { memo, type MouseEvent } from 'react';
import type { Tap } from '../door-feedback';
import { css } from '@/components/design';
import type { ShownPerson } from '../door-state';
import { doorTime } from '../door-state';
import { doorPhotoUrl } from '../door-offline';
import { doorTexts as t } from '../texts';

interface DoorRowProps {
  person: ShownPerson;
  onCheckIn: (person: ShownPerson, tap: Tap) => void;
  onUndo: (person: ShownPerson, tap: Tap) => void;
}

/** Where and when a click landed (a double tap's second click is told apart by it). */
export const tapOf = (event: MouseEvent<HTMLElement>): Tap => ({ x: event.clientX, y: event.clientY, at: event.timeStamp });

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
 *
 * Nothing in a row moves when it is checked in or undone (issue 44): the row has one height, its text three
 * lines from the top (the third, 'Présent ✓ …', is there or empty), and both buttons one width and 48 px high.
 */
export const doorListClass = css({
  listStyleType: 'none',
  margin: '0',
  padding: '0',
  '& .door-row': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    height: '80px',
    borderBottomWidth: '1px',
    borderColor: 'gray.200',
    // 300 rows: the ones below the screen are laid out only when scrolled to.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 80px',
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
  '& .door-who': { flex: '1', minWidth: '0', height: '64px' },
  '& .door-name, & .door-details, & .door-present': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .door-name': { fontWeight: 'semibold', lineHeight: '24px' },
  '& .door-details': { fontSize: 'sm', lineHeight: '20px', color: 'gray.600' },
  '& .door-present': { fontSize: 'sm', lineHeight: '20px', color: 'green.700', fontWeight: 'semibold' },
  // The row's two buttons: Chakra's solid (check-in) and outline (undo) buttons, one size for both.
  '& .door-check, & .door-undo': {
    flexShrink: 0,
    height: '12',
    width: '7.5rem',
    paddingInline: '2',
    borderRadius: 'l2',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    touchAction: 'manipulation',
    display: 'grid',
    placeItems: 'center',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& .door-label': { gridArea: '1 / 1' },
  '& .door-label[data-shown=false]': { visibility: 'hidden' },
  '& .door-walk-in': { width: 'auto', maxWidth: '9.5rem', lineHeight: '1.2' },
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
            {person.walkIn ? ` · ${t.walkInBadge}` : ''}
            {person.waiting ? ` · ${t.waiting}` : ''}
          </p>
        )}
      </div>
      {/* One button whose two labels share one place (the other hidden): a check-in changes no position. */}
      <button
        type="button"
        className={person.checkIn ? 'door-undo' : 'door-check'}
        onClick={(event) => (person.checkIn ? onUndo(person, tapOf(event)) : onCheckIn(person, tapOf(event)))}
        aria-label={person.checkIn ? t.undoName(person.name) : t.checkInName(person.name)}
      >
        <span className="door-label" data-shown={!person.checkIn}>
          {t.checkIn}
        </span>
        <span className="door-label" data-shown={Boolean(person.checkIn)}>
          {t.undo}
        </span>
      </button>
    </li>
  );
});

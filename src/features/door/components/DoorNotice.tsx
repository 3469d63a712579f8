import { Button, css } from '@/components/design';
import type { DoorTone } from '../door-feedback';
import { doorTexts as t } from '../texts';

export interface DoorNoticeAction {
  label: string;
  /** The accessible name, when the label alone is not enough ('Inscrire et enregistrer Camille Dubois'). */
  name?: string;
  onClick: () => void;
  palette: 'green' | 'red' | 'gray';
}

export interface DoorNoticeState {
  /** A new id for each notice: its flash plays again. */
  id: number;
  tone: DoorTone;
  text: string;
  actions?: DoorNoticeAction[];
}

// A place of its own, always the same height, in the door's sticky header: a notice never pushes the list down,
// so a second tap lands where the first one did (issue 44: a double tap undid someone else's arrival).
const slot = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  height: '76px',
  marginTop: '2',
  paddingInline: '3',
  borderLeftWidth: '4px',
  overflow: 'hidden',
  // The flash is drawn behind the words and the buttons (above the notice's background): they stay readable.
  isolation: 'isolate',
  '& .door-notice-text': {
    flex: '1',
    minWidth: '0',
    fontSize: 'sm',
    fontWeight: 'semibold',
    lineClamp: '3',
  },
  // The flash: the tone's colour over the notice, fading out.
  '&[data-flash]::after': {
    content: '""',
    position: 'absolute',
    inset: '0',
    zIndex: '-1',
    pointerEvents: 'none',
    animation: 'fade-out 0.9s ease-out forwards',
  },
  '&[data-flash=ok]::after': { bg: 'green.300' },
  '&[data-flash=warn]::after': { bg: 'orange.300' },
  '&[data-flash=error]::after': { bg: 'red.300' },
});

const TONES: Record<DoorTone | 'idle', string> = {
  ok: css({ bg: 'green.50', borderColor: 'green.600' }),
  warn: css({ bg: 'orange.50', borderColor: 'orange.600' }),
  error: css({ bg: 'red.50', borderColor: 'red.600' }),
  info: css({ bg: 'blue.50', borderColor: 'blue.600' }),
  idle: css({ bg: 'gray.50', borderColor: 'gray.300', color: 'gray.700' }),
};

/**
 * The door's last word: what a tap did, a question before an undo, and what can be done next. `onTap` hears every tap
 * on its buttons, before the button's own action.
 */
export function DoorNotice({ notice, onTap }: { notice: DoorNoticeState | null; onTap?: () => void }) {
  const tone = notice?.tone ?? 'idle';
  return (
    <div
      key={notice?.id ?? 0}
      className={`${slot} ${TONES[tone]}`}
      data-testid="door-notice"
      data-flash={notice && notice.tone !== 'info' ? notice.tone : undefined}
      role={notice?.tone === 'error' || notice?.tone === 'warn' ? 'alert' : 'status'}
    >
      <p className="door-notice-text">{notice?.text ?? t.noticeHint}</p>
      {notice?.actions?.map((action) => (
        <Button
          key={action.label}
          onClick={() => {
            onTap?.();
            action.onClick();
          }}
          aria-label={action.name}
          colorPalette={action.palette}
          variant={action.palette === 'gray' ? 'outline' : 'solid'}
          bg={action.palette === 'gray' ? 'white' : undefined}
          h="12"
          px="3"
          flexShrink="0"
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { drawer } from 'styled-system/recipes';
import { IconButton } from './button';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  children: ReactNode;
  'data-testid'?: string;
}

// The browser's <dialog> drawn as Chakra's drawer (its slot recipe, placement end): the element is the
// full-screen positioner, its ::backdrop the backdrop.
const classes = drawer({ placement: 'end', size: 'xs' });
const asPositioner = css({
  maxWidth: 'none',
  maxHeight: 'none',
  margin: '0',
  padding: '0',
  border: 'none',
  background: 'transparent',
  justifyContent: 'flex-end',
  '&:not([open])': { display: 'none' },
  '&::backdrop': { bg: 'blackAlpha.500' },
});

/**
 * A side drawer on the browser's own modal dialog (`showModal`): focus kept inside, the page behind inert, Escape
 * and a tap beside the panel close it — with no script of its own to download, so the first tap on ☰ opens it at
 * once, before any overlay code has arrived. Chakra's Drawer is the same design with Ark's state machine.
 */
export function Drawer({ open, onOpenChange, title, closeLabel, children, ...rest }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // A tap beside the panel closes it (pointer only): the keyboard has Escape (the browser's) and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={cx(classes.positioner, asPositioner)}
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <div className={classes.content} data-state={open ? 'open' : 'closed'} data-testid={rest['data-testid']}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
        </div>
        <div className={classes.body}>{children}</div>
        <IconButton className={classes.closeTrigger} variant="ghost" size="sm" aria-label={closeLabel} onClick={() => onOpenChange(false)}>
          <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </IconButton>
      </div>
    </dialog>
  );
}

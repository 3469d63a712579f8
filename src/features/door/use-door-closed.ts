// Whether the door takes check-ins now, said before anyone taps: the server's window (the event's day, contract's
// doorWindow) read against this phone's clock, again every 30 s, so a door opened early opens on its own.
import { useEffect, useState } from 'react';
import { doorClosedMessage, type DoorWindow } from '@club/contract';

const TICK_MS = 30_000;

/** The French message of a closed door (the server's refusal, word for word), or null while it is open. */
export function useDoorClosed(window: DoorWindow | null | undefined, now: () => number = Date.now): string | null {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), TICK_MS);
    return () => clearInterval(timer);
  }, [now]);
  return window ? doorClosedMessage(window, time) : null;
}

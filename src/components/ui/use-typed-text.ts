import { useState } from 'react';

/** Values typed and sent that the URL may still echo back, at most (a long paste is one value). */
const MAX_ECHOES = 64;

interface TypedState {
  /** What the box shows: the keystrokes. */
  text: string;
  /** The outside value last seen (the URL's). */
  seen: string;
  /** What was typed since the outside value last matched the box: the URL may still bring any of them back. */
  echoes: string[];
}

/**
 * A text box whose value is also kept elsewhere (a directory's search in the URL): the box holds the keystrokes and
 * sends each one out; the outside value is adopted only when it is not one of ours coming back. Bound to the URL
 * directly, a keystroke written while the router was still applying the previous one was overwritten by it
 * ("Gilson" became "Glson" at 60–120 ms a key on a phone, issue 26). A change from elsewhere (a link with `?q=`,
 * another tab of the history) still shows.
 */
export function useTypedText(outside: string, send: (value: string) => void): [string, (value: string) => void] {
  const [state, setState] = useState<TypedState>({ text: outside, seen: outside, echoes: [] });
  let current = state;
  if (outside !== state.seen) {
    // React's "adjust state when a prop changes": settled in this render, before anything is drawn.
    if (outside === state.text) current = { text: state.text, seen: outside, echoes: [] };
    else if (state.echoes.includes(outside)) current = { ...state, seen: outside };
    else current = { text: outside, seen: outside, echoes: [] };
    setState(current);
  }
  const type = (value: string) => {
    setState((before) => ({ ...before, text: value, echoes: [...before.echoes, value].slice(-MAX_ECHOES) }));
    send(value);
  };
  return [current.text, type];
}

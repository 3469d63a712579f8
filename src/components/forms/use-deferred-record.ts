import { useDeferredValue } from 'react';

/**
 * The record an edit page draws its form from, handed to the form in a deferred render. The form's first render
 * (a dozen fields, pickers and choices, each a styled component) is one of the longest tasks of the app; deferred,
 * React draws it in slices and a tap on the menu meanwhile is handled at once instead of after it.
 * `drawing`: the record is there and the form is on its way (the page shows its spinner, never the offline text).
 */
export function useDeferredRecord<T>(record: T | undefined) {
  // null, not undefined: React takes an undefined initial value for none and would hand the record at once.
  const deferred = useDeferredValue(record ?? null, null);
  return { record: deferred ?? undefined, drawing: record !== undefined && deferred === null };
}

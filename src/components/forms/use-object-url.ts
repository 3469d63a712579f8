import { useEffect, useMemo } from 'react';

/** A preview URL for a local file, revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

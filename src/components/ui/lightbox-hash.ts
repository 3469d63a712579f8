// The open photo of a lightbox lives in the URL hash, PhotoSwipe style: #gid=<gallery>&pid=<picture>.
// A shared link reopens the same photo; "back" removes the hash, which closes the lightbox.

export interface LightboxTarget {
  gid: string;
  pid: number;
}

/** Reads `gid=photos&pid=12` (with or without the leading '#'); anything else → null. */
export function parseLightboxHash(hash: string): LightboxTarget | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const gid = params.get('gid');
  const pid = params.get('pid');
  if (!gid || !/^[a-z0-9-]{1,40}$/i.test(gid) || !pid || !/^\d{1,12}$/.test(pid)) return null;
  return { gid, pid: Number(pid) };
}

/** The hash (without '#') that opens picture `pid` of gallery `gid`. */
export function formatLightboxHash({ gid, pid }: LightboxTarget): string {
  return `gid=${gid}&pid=${pid}`;
}

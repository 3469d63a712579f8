// What 'Mon QR code' holds (features/members/components/MemberQrDialog.tsx, memberProfileUrl): the member's
// profile URL, `<origin>/members-detail/<id>`, with `?cle=<share key>` when the member hides from the directory.
// The door reads the member's id from it; any origin is accepted (a code shown on a phone served by another
// address of the club's app names the same member).

const PROFILE_PATH = /^\/members-detail\/([1-9][0-9]{0,9})\/?$/;

/** The member id a scanned code names, or null when it is not a member's QR code. */
export function memberIdFromQr(text: string): number | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = PROFILE_PATH.exec(url.pathname);
  return match ? Number(match[1]) : null;
}

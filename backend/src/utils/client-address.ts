// The "client" a rate limit counts: an IPv4 address, or an IPv6 /64. One IPv6 subscriber usually holds a
// whole /64 (2^64 addresses): counted per address, anyone could change address at every attempt.
import net from 'node:net';

/** The eight hextets of an IPv6 address, '::' expanded (an embedded IPv4 tail counted as two). */
function hextets(address: string): string[] {
  let text = address.toLowerCase().split('%')[0];
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((part) => part.replace(/^0+(?=.)/, ''));
}

/** `ip` as a rate-limit client: IPv4 as is (IPv4-mapped IPv6 too), IPv6 as its /64, anything else as given. */
export function clientOf(ip: string | undefined): string {
  const address = (ip ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (net.isIPv6(address)) return `${hextets(address).slice(0, 4).join(':')}::/64`;
  return address || 'unknown';
}

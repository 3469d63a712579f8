import { safeExternalUrl } from './urls';

/**
 * How a presentation video is shown: YouTube and Vimeo links become privacy-friendly embeds
 * (no cookies / do-not-track), anything else stays a plain link (http(s) only), nothing → null.
 */
export type VideoSource = { kind: 'youtube' | 'vimeo'; embedUrl: string; url: string } | { kind: 'link'; url: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0])) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoEmbed(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/x/123, vimeo.com/123/abcdef (unlisted: hash), player.vimeo.com/video/123
  const index = segments.findIndex((segment) => /^\d{1,12}$/.test(segment));
  if (index < 0) return null;
  const hash = url.searchParams.get('h') ?? (host === 'vimeo.com' ? segments[index + 1] : undefined);
  const privateHash = hash && /^[0-9a-f]{6,20}$/i.test(hash) ? `&h=${hash}` : '';
  return `https://player.vimeo.com/video/${segments[index]}?dnt=1${privateHash}`;
}

export function videoSource(value: string | null | undefined): VideoSource | null {
  const safe = safeExternalUrl(value);
  if (!safe) return null;
  const url = new URL(safe);
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}`, url: safe };
  const vimeo = vimeoEmbed(url);
  if (vimeo) return { kind: 'vimeo', embedUrl: vimeo, url: safe };
  return { kind: 'link', url: safe };
}

// A small page the server answers itself (the one-click unsubscribe of the event mails), in the app's look: the
// navy header with the club's name, a white card, the accent red for the action, the app's font, and a link
// back to the app. Plain HTML and one <style>: it must open from a mail client on any phone, before (or
// without) the app's JavaScript. Colours are the app's tokens (src/components/design/club-theme.ts).
import { escapeHtml } from './escape-html';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f4f4f5;color:#18181b;font:16px/1.5 'Segoe UI',system-ui,-apple-system,Roboto,'Helvetica Neue',Arial,sans-serif}
header{background:#1f2a44;color:#fff;padding:.875rem 1rem;font-weight:700;font-size:1.125rem}
header a{color:#fff;text-decoration:none}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 .75rem}
p{margin:0 0 1rem}
button{font:inherit;font-weight:600;color:#fff;background:#c8102e;border:0;border-radius:.5rem;min-height:3rem;padding:0 1.25rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1f2a44;outline-offset:2px}
.back{display:inline-block;margin-top:.5rem;color:#1f2a44;font-weight:600}
.error{color:#b91c1c}`;

/** The whole page: `body` is trusted HTML (the callers escape what they put in it). */
export function clubPage({ title, body, appUrl, clubName }: { title: string; body: string; appUrl: string; clubName: string }) {
  return (
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(clubName)}</title><style>${STYLE}</style></head>` +
    `<body><header><a href="${escapeHtml(appUrl)}/">${escapeHtml(clubName)}</a></header><main>${body}` +
    `<p><a class="back" href="${escapeHtml(appUrl)}/">Retour à l’application</a></p></main></body></html>`
  );
}

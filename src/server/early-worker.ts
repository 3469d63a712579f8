// A first visit registers the service worker when the page has loaded (window 'load'), before the app's own
// code has started: the worker then stores the app's files and downloads the directories even when the
// visitor leaves after a few seconds (the app's registration, later, finds the same worker). Registering at
// 'load' keeps the worker's downloads out of the way of the page's first paint.
export const EARLY_WORKER_SCRIPT =
  "if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})})";

/** The page with the early registration at the end of its body. */
export function withEarlyWorker(html: string, nonce: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) return html;
  return `${html.slice(0, at)}<script nonce="${nonce}">${EARLY_WORKER_SCRIPT}</script>${html.slice(at)}`;
}

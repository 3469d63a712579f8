// A first visit registers the service worker before the app's own code asks for it: as soon as the page's own
// scripts have arrived and run (DOMContentLoaded), or at hydration if that comes first. The worker then stores the
// app's files and downloads the directories even when the visitor leaves after a few seconds (the app's
// registration, later, finds the same worker). Not before: its precache would compete with the code the page
// needs to start; nor later (a delay after DOMContentLoaded, or window 'load', which waits for every image):
// on a phone network a visit of a few seconds then ended before the worker was even asked for. The precache asks
// for the app's hashed files through the HTTP cache, so what the page fetched is not fetched twice.
export const EARLY_WORKER_SCRIPT =
  "if('serviceWorker'in navigator){var r=function(){r=function(){};navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})};" +
  "if(document.readyState!=='loading')r();else document.addEventListener('DOMContentLoaded',function(){r()});" +
  "new MutationObserver(function(m,o){if(document.documentElement.dataset.hydrated){o.disconnect();r()}}).observe(document.documentElement,{attributes:true,attributeFilter:['data-hydrated']})}";

/** The page with the early registration at the end of its body. */
export function withEarlyWorker(html: string, nonce: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) return html;
  return `${html.slice(0, at)}<script nonce="${nonce}">${EARLY_WORKER_SCRIPT}</script>${html.slice(at)}`;
}

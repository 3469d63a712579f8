// A first visit registers the service worker before the app's own code asks for it: once the page has hydrated,
// or 2 s after its HTML was parsed, whichever comes first. The worker then stores the app's files and downloads
// the directories even when the visitor leaves after a few seconds (the app's registration, later, finds the
// same worker). Not at once: its precache would compete with the code the page needs to start; nor at window
// 'load', which waits for every image of the page (many seconds on a phone network). The precache asks for the
// app's hashed files through the HTTP cache, so what the page fetched is not fetched twice.
export const EARLY_WORKER_SCRIPT =
  "if('serviceWorker'in navigator){var r=function(){r=function(){};navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})};" +
  "document.addEventListener('DOMContentLoaded',function(){setTimeout(function(){r()},2000)});" +
  "new MutationObserver(function(m,o){if(document.documentElement.dataset.hydrated){o.disconnect();r()}}).observe(document.documentElement,{attributes:true,attributeFilter:['data-hydrated']})}";

/** The page with the early registration at the end of its body. */
export function withEarlyWorker(html: string, nonce: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) return html;
  return `${html.slice(0, at)}<script nonce="${nonce}">${EARLY_WORKER_SCRIPT}</script>${html.slice(at)}`;
}

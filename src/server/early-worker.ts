import { PAGE_STARTED } from '../offline/first-install';

// A first visit registers the service worker as soon as its page's head is read, before the app's own code has arrived:
// a visitor who leaves after a few seconds still gets the app's files and the directories (the worker goes on
// without a tab; the app's own registration, later, finds the same worker). Only the worker's script comes down
// now: its install waits to download the app's files until the page says it has started (below, at hydration) or
// is closed (src/sw/first-install-gate.ts), so that it never competes with the code the page needs to start.
export const EARLY_WORKER_SCRIPT =
  "if('serviceWorker'in navigator){var p=navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})," +
  `s=function(){p.then(function(g){g&&[g.installing,g.waiting,g.active].forEach(function(w){w&&w.postMessage({type:'${PAGE_STARTED}'})})})},` +
  'h=document.documentElement;if(h.dataset.hydrated)s();else new MutationObserver(function(m,o){if(h.dataset.hydrated){o.disconnect();s()}})' +
  ".observe(h,{attributes:true,attributeFilter:['data-hydrated']})}";

/**
 * The page with the early registration at the start of its head: on a phone link the worker's script takes a few
 * seconds to come down, and a registration whose script has not arrived when the tab closes is dropped.
 */
export function withEarlyWorker(html: string, nonce: string): string {
  const at = html.indexOf('<head>');
  if (at < 0) return html;
  const end = at + '<head>'.length;
  return `${html.slice(0, end)}<script nonce="${nonce}">${EARLY_WORKER_SCRIPT}</script>${html.slice(end)}`;
}

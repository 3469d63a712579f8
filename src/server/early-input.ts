// What a person does between a server-rendered page's first paint and its hydration is kept and done once the app
// has started (the idea of Angular's event replay and Google's JSAction event contract, without a framework).
//
// On a mid-range phone on a slow network the page is drawn seconds before React has adopted it: a tap on ☰ or on a
// sign-up button did nothing, and a form sent with Enter went out as a plain request. The server writes this program
// inline at the top of every rendered page (its CSP nonce lets it run); until `html[data-hydrated]` appears it:
// - catches taps (click, Enter/Space on an element acting as a button) on interactive elements and the submission of
//   forms that the app handles (not the GET search forms: the server answers those itself), stops them before the
//   browser or anyone else acts on them, and marks the control as seen (`data-early-pending`, styled below);
// - records what is typed into fields (React and react-hook-form may write the server's values back while they
//   adopt the page);
// then, once the app has hydrated, gives each field its typed value again (so that React sees it as a change) and
// replays every tap and submission once, in order. Links are left alone: without the app they still navigate.
//
// It also says, before the first paint, whether a session may be stored (src/session/session-pending.ts): the
// server renders for anonymous visitors, and a signed-in member must not see 'Connexion' as if it were true.
//
// Kept small (it ships in every page's HTML) and self-contained: it is serialised with Function#toString, so it
// may use nothing from outside its own body (the session marker's key is passed as an argument).

import { AUTH_MARKER_KEY } from '../session/session';
import { SESSION_PENDING_STYLE } from '../session/session-pending';

/** The attribute a control carries while its tap waits for the app. */
export const PENDING_ATTRIBUTE = 'data-early-pending';

/* eslint-disable */
export function earlyInput(w: Window, d: Document, marker: string) {
  var html = d.documentElement;
  // PENDING_ATTRIBUTE, written once (the program ships in every page).
  var PENDING = 'data-early-pending';
  try {
    // `data-session`: SESSION_MAYBE_ATTRIBUTE (src/session/session-pending.ts), written out: the program is serialised.
    if (w.localStorage[marker]) html.dataset.session = 'maybe';
  } catch (e) {
    // Storage refused (a privacy mode): the page stays as the server drew it.
  }
  var queue: Array<[string, any, any]> = [];
  var typed = new Map<any, string>();
  var ROLES = '[role=button],[role=tab],[role=menuitem],[role=switch]';
  var TAPPABLE = 'button,' + ROLES + ',[aria-haspopup],input[type=checkbox],input[type=radio],summary';
  var ready = function () {
    return html.hasAttribute('data-hydrated');
  };
  var key = function (el: any) {
    return el.id ? '#' + CSS.escape(el.id) : el.name ? '[name="' + CSS.escape(el.name) + '"]' : '';
  };
  // A control replaced while the app adopted the page is found again by its id or name.
  var find = function (el: any, selector: string) {
    return el && el.isConnected ? el : selector ? d.querySelector(selector) : null;
  };
  var hold = function (e: Event, el: any, kind: string, extra?: any) {
    e.preventDefault();
    e.stopImmediatePropagation();
    // What the person touched shows it was seen: the button that sent a form, else the form.
    ((kind === 'submit' && extra) || el).setAttribute(PENDING, '');
    // A second tap on a control that is still waiting is the same wish, not another one.
    for (var i = 0; i < queue.length; i++) if (queue[i][1] === el && queue[i][0] === kind) return;
    queue.push([kind, el, extra]);
  };
  // A control React has already adopted (its props are on the element: the header once the root is hydrated, a
  // part drawn in the browser since) takes its tap itself; only the page's content waits for the mark.
  var adopted = function (el: any) {
    return /__reactProps/.test(Object.keys(el).join());
  };
  var onClick = function (e: any) {
    if (ready()) return;
    var el = e.target.closest && e.target.closest(TAPPABLE);
    if (!el || el.closest('a[href]') || (el.type === 'submit' && el.form) || adopted(el)) return;
    hold(e, el, 'click', key(el));
  };
  var onKey = function (e: any) {
    if (ready() || (e.key !== 'Enter' && e.key !== ' ')) return;
    var el = e.target;
    if (el.matches && el.matches(ROLES) && !adopted(el)) hold(e, el, 'click', key(el));
  };
  var onSubmit = function (e: any) {
    var form = e.target;
    // Only a form that says GET (a search) may go to the server as it is: any other is the app's to send.
    if (ready() || (form.getAttribute('method') || '').toLowerCase() === 'get') return;
    hold(e, form, 'submit', e.submitter);
  };
  var onInput = function (e: any) {
    if (ready()) return;
    e.stopImmediatePropagation();
    typed.set(e.target, e.target.value);
  };
  // Captured on the window, before anything in the page sees them.
  var listeners = [onClick, onKey, onSubmit, onInput, onInput];
  ['click', 'keydown', 'submit', 'input', 'change'].forEach(function (type, i) {
    w.addEventListener(type, listeners[i], true);
  });

  var retype = function (el: any, value: string) {
    var proto = Object.getPrototypeOf(el);
    var setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
    // React compares a field with the value it last saw: set through the element first (React's tracker follows),
    // then through the prototype (it does not), and the input event below is a change for React.
    el.value = value === '' ? ' ' : '';
    setter.call(el, value);
    el.dispatchEvent(new Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  };
  var replay = function () {
    observer.disconnect();
    typed.forEach(function (value, el) {
      el = find(el, key(el));
      if (el) retype(el, value);
    });
    queue.forEach(function (item) {
      item[1].removeAttribute(PENDING);
      if (item[2] && item[2].removeAttribute) item[2].removeAttribute(PENDING);
      var el = find(item[1], item[0] === 'click' ? item[2] : '');
      if (!el) return;
      if (item[0] === 'click') el.click();
      else el.requestSubmit(item[2] && item[2].form === el ? item[2] : undefined);
    });
    queue = [];
    typed.clear();
  };
  var observer = new MutationObserver(function () {
    // A task later: what the app does in the same commit (effects, listeners) is in place.
    if (ready()) setTimeout(replay);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
/* eslint-enable */

// Not in a cascade layer, the rule wins over Panda's layered classes (the button recipe's outline); `:root` lifts it
// above an unlayered class too (an overlay's emotion `.css-…`): once the dashed outline was lost that way.
const PENDING_STYLE = `:root [${PENDING_ATTRIBUTE}]{cursor:progress;opacity:.6;outline:2px dashed currentColor;outline-offset:2px;transition:none}`;

/** The program as the inline script of a rendered page (leading indentation dropped: it ships with every page). */
export function earlyInputScript(): string {
  const program = earlyInput.toString().replace(/\n\s+/g, '\n');
  return `(${program})(window,document,${JSON.stringify(AUTH_MARKER_KEY)});`;
}

/** The style that shows a control's tap was seen, and hides what only anonymous visitors see while a session may exist. */
export function earlyInputStyle(): string {
  return PENDING_STYLE + SESSION_PENDING_STYLE;
}

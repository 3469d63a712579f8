// A server-rendered page is drawn for an anonymous visitor (the server never knows the session, which lives in
// localStorage): until the app has started, what only an anonymous visitor is shown ('Connexion', 'Inscris-toi à
// l'événement') would tell a signed-in member the wrong thing as if it were true (issue 26). The page's early
// program marks <html data-session="maybe"> when a session marker is stored, and the page's style hides the parts
// marked `data-session-pending` while that holds; the app drops the marks once it renders with the real session.

/** On <html>, set before the first paint when a session may be stored. */
export const SESSION_MAYBE_ATTRIBUTE = 'data-session';

/** On what only an anonymous visitor sees, while the session is not known yet (server render, hydration). */
export const SESSION_PENDING_ATTRIBUTE = 'data-session-pending';

/** Hidden, its place kept (nothing moves when the real state arrives), untappable. */
export const SESSION_PENDING_STYLE = `html[${SESSION_MAYBE_ATTRIBUTE}=maybe] [${SESSION_PENDING_ATTRIBUTE}]{visibility:hidden}`;

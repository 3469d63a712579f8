// POST /api/events/:id/sign-up — the caller's member joins the event (idempotent).
// DELETE /api/events/:id/sign-up — the caller's member leaves it, or its waitlist (idempotent).
// GET /api/events/:id/seat — the caller's own place (registered, waiting at a position, or neither).
// :id is the documentId; global::numeric-id rewrites /api/events/<numeric id>/sign-up before routing.
export default {
  routes: [
    { method: 'POST', path: '/events/:id/sign-up', handler: 'api::event.event.signUp' },
    { method: 'DELETE', path: '/events/:id/sign-up', handler: 'api::event.event.leave' },
    { method: 'GET', path: '/events/:id/seat', handler: 'api::event.event.seat' },
  ],
};

// POST /api/events/:id/sign-up — the caller's member joins the event (idempotent).
// DELETE /api/events/:id/sign-up — the caller's member leaves it (idempotent).
// :id is the documentId; global::numeric-id rewrites /api/events/<numeric id>/sign-up before routing.
export default {
  routes: [
    { method: 'POST', path: '/events/:id/sign-up', handler: 'api::event.event.signUp' },
    { method: 'DELETE', path: '/events/:id/sign-up', handler: 'api::event.event.leave' },
  ],
};

// GET /api/event-photo/first?count=12 — the gallery's first photos without the rest (the home page's carousel).
// Public like GET /api/event-photo (permission in src/index.ts).
export default {
  routes: [{ method: 'GET', path: '/event-photo/first', handler: 'api::event-photo.event-photo.first' }],
};

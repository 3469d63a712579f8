// GET /api/event-photo/photos?page=1&pageSize=9 — one page of the gallery without the rest (the /photos page, the
// home page's carousel). Public like GET /api/event-photo (permission in src/index.ts).
export default {
  routes: [{ method: 'GET', path: '/event-photo/photos', handler: 'api::event-photo.event-photo.photos' }],
};

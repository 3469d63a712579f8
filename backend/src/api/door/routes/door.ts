// The door (issue 28), organisers only (the 'organiser' role's permissions and global::is-organiser):
// GET  /api/events/:id/door              → the attendee list for the door phones, with check-ins and attendance
// GET  /api/events/:id/attendance        → the counts alone (signed up, present, walk-ins, guests, no-shows)
// POST /api/events/:id/check-ins         → a check-in (member, walk-in or guest), idempotent by clientId
// POST /api/events/:id/check-ins/undo    → undoes the claims the phone saw
// :id is the documentId; global::numeric-id rewrites /api/events/<numeric id>/… before routing.
const organisersOnly = { policies: ['global::is-organiser'] };

export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/events/:id/door', handler: 'door.list', config: organisersOnly },
    { method: 'GET', path: '/events/:id/attendance', handler: 'door.attendance', config: organisersOnly },
    { method: 'POST', path: '/events/:id/check-ins', handler: 'door.checkIn', config: organisersOnly },
    { method: 'POST', path: '/events/:id/check-ins/undo', handler: 'door.undo', config: organisersOnly },
  ],
};

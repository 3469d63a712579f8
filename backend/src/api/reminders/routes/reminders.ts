// The event mails' choice. GET/PUT /api/reminders/preference: the signed-in member's own setting ('Mon
// Profil'). /api/reminders/unsubscribe?member=&token=: the one-click unsubscribe of every event mail — POST
// (RFC 8058, what mail clients send) turns reminders off; GET (a person following the mail's link) answers a
// small page whose one button POSTs, so a link scanner that fetches the URL changes nothing. No session: the
// token is the member's signed, single-purpose key (src/utils/unsubscribe-token.ts).
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/reminders/preference', handler: 'reminders.preference', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/reminders/preference', handler: 'reminders.setPreference', config: { policies: [], middlewares: [] } },
    {
      method: 'GET',
      path: '/reminders/unsubscribe',
      handler: 'reminders.unsubscribePage',
      config: { auth: false, policies: [], middlewares: [] },
    },
    {
      method: 'POST',
      path: '/reminders/unsubscribe',
      handler: 'reminders.unsubscribe',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};

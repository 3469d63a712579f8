// Web Push (issue 46). GET /api/push/key: the server's VAPID public key (public). The signed-in member's own
// device, named by its endpoint in the body: POST /api/push/subscription (save), .../status (its choices),
// PUT /api/push/subscription (change them), POST .../remove (logout, 'Désactiver'), POST /api/push/test.
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/push/key', handler: 'push.key', config: { auth: false, policies: [], middlewares: [] } },
    { method: 'POST', path: '/push/subscription', handler: 'push.subscribe', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/push/subscription/status', handler: 'push.status', config: { policies: [], middlewares: [] } },
    { method: 'PUT', path: '/push/subscription', handler: 'push.setChoices', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/push/subscription/remove', handler: 'push.unsubscribe', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/push/test', handler: 'push.test', config: { policies: [], middlewares: [] } },
  ],
};

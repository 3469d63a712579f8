// A member's own account: the data export, the deletion and the share key's rotation. Permissions: the
// 'authenticated' role only (src/index.ts); the controller acts on the caller's own account, never on an id.
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/account/export', handler: 'account.exportData', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/account/delete', handler: 'account.deleteAccount', config: { policies: [], middlewares: [] } },
    { method: 'POST', path: '/account/share-key/rotate', handler: 'account.rotateShareKey', config: { policies: [], middlewares: [] } },
  ],
};

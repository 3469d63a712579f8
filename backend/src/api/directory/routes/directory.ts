// The directories for the PWA (src/api/directory/services/directory.ts). Permissions: public and
// authenticated (src/index.ts), not auth:false, so a signed-in caller is known (contact visibility).
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/directory/:kind', handler: 'directory.page', config: { policies: [], middlewares: [] } },
    { method: 'GET', path: '/directory/:kind/changes', handler: 'directory.changes', config: { policies: [], middlewares: [] } },
  ],
};

// GET /api/health: for load balancers and uptime checks. Public (no token, no permission needed).
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/health',
      handler: 'health.check',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};

// GET /api/health: the whole picture, for monitoring and uptime checks; GET /api/health/ready: the load
// balancer's readiness check (this instance's own faults only). Public (no token, no permission needed).
export default {
  type: 'content-api',
  routes: [
    {
      method: 'GET',
      path: '/health',
      handler: 'health.check',
      config: { auth: false, policies: [], middlewares: [] },
    },
    {
      method: 'GET',
      path: '/health/ready',
      handler: 'health.ready',
      config: { auth: false, policies: [], middlewares: [] },
    },
  ],
};

export default {
  rest: {
    defaultLimit: 25,
    // The directories are read whole by the PWA (offline-first), a page of 100 at a time.
    maxLimit: 100,
    withCount: true,
  },
};

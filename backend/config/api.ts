export default {
  rest: {
    defaultLimit: 25,
    // The directories are read whole by the PWA (offline-first), a page of 100 at a time.
    maxLimit: 100,
    withCount: true,
    // Unknown query keys (?foo=1) answer 400 instead of being ignored.
    strictParams: true,
  },
};

import { warnAboutDevelopmentSecrets } from './secrets';

export default ({ env }) => {
  warnAboutDevelopmentSecrets(env);
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    url: env('PUBLIC_URL', ''),
    // Tests point this at a throwaway folder so their uploads never mix with the demo's.
    dirs: { public: env('PUBLIC_DIR', './public') },
    app: {
      keys: env.array('APP_KEYS', ['devKeyClubA', 'devKeyClubB']),
    },
  };
};

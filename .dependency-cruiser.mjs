// The whole repository's import graph (`npm run lint` runs it; `npx depcruise … --output-type dot` draws it): no
// circles anywhere, no import running back up a floor in either tier (scripts/floors.mjs), and the tiers meet
// only in the contract. ESLint checks the finer rules inside each tier as you type; this checks the graph whole.
import { APP_FLOORS, BACKEND_FLOORS, floorsAbove } from './scripts/floors.mjs';

const escape = (name) => name.replace(/[.]/g, '\\.');
const folders = (root, names) => `^${root}/(${names.map(escape).join('|')})(/|$)`;

const backUp = (tier, root, floors) =>
  floorsAbove(floors).map(({ floor, above }) => ({
    name: `${tier}-no-import-up-from-${floor.join('-')}`,
    comment: `${root}/${floor.join(', ')} sits below ${above.join(', ')}: it does not import them.`,
    severity: 'error',
    from: { path: folders(root, floor) },
    to: { path: folders(root, above) },
  }));

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module never depends on itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...backUp('app', 'src', APP_FLOORS),
    ...backUp('backend', 'backend/src', BACKEND_FLOORS),
    {
      name: 'tiers-meet-in-the-contract',
      comment: 'The PWA and the Strapi app share only contract/ (@club/contract).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^backend/' },
    },
    {
      name: 'server-imports-no-pwa',
      severity: 'error',
      from: { path: '^backend/' },
      to: { path: '^src/' },
    },
    {
      name: 'contract-imports-neither-tier',
      severity: 'error',
      from: { path: '^contract/src/' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative import resolves.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^[.]' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|styled-system|\\.tmp)/|^backend/src/admin/|^src/routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

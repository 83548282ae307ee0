/**
 * Which code may import which: `pnpm deps`, the first step of `pnpm test` (so CI runs it).
 * The rules and why: docs/architecture.md, "Module boundaries".
 */

/**
 * The api's modules, lowest first: a module may import only the modules before it, so modules
 * never import each other in a circle. A new module goes where its imports put it.
 */
const MODULE_ORDER = [
  'geo',
  'uploads',
  'link-preview',
  'news',
  'onboarding',
  'civic',
  'user',
  'auth',
  'push',
  'notification',
  'social',
  'event',
  'voter-data',
  'election',
  'message',
  'post',
  'topic',
  'moderation',
  'official',
  'wallet',
  'watch',
];

const modulePath = (name) => `^api/src/modules/${name}/`;

const moduleOrderRules = MODULE_ORDER.slice(0, -1).map((name, index) => ({
  name: 'module-order',
  severity: 'error',
  comment: `${name} may import only the modules listed before it in MODULE_ORDER (.dependency-cruiser.cjs).`,
  from: { path: modulePath(name) },
  to: { path: MODULE_ORDER.slice(index + 1).map(modulePath) },
}));

module.exports = {
  forbidden: [
    {
      name: 'modules-not-to-server',
      severity: 'error',
      comment: 'server/ is the transport (http, GraphQL, WebSocket, REST mounting): it reaches modules, never the reverse.',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/server/' },
    },
    {
      name: 'shared-not-to-modules',
      severity: 'error',
      comment: 'shared/ is what every module may use: it knows no module and no transport.',
      from: { path: '^api/src/shared/' },
      to: { path: ['^api/src/modules/', '^api/src/server/'] },
    },
    {
      name: 'platform-is-a-leaf',
      severity: 'error',
      comment: 'platform/ wraps what the app relies on in its libraries beyond their documented use (each with a contract test): it imports no app code.',
      from: { path: '^api/src/platform/' },
      to: { path: ['^api/src/(modules|server|shared|db|cli)/', '^api/src/config\\.ts$'] },
    },
    {
      name: 'web-not-to-api',
      severity: 'error',
      comment: "The web speaks to the api over GraphQL and REST only; its types come from schema.graphql (web/src/gql).",
      from: { path: '^web/' },
      to: { path: '^api/' },
    },
    {
      name: 'web-shared-not-to-features',
      severity: 'error',
      comment:
        "lib/ (app-wide helpers), components/ (app-wide UI) and apollo/ (the client) serve every feature and the shell: they import no feature and nothing of app/.",
      from: { path: '^web/src/(lib|components|apollo)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'api-not-to-web',
      severity: 'error',
      comment: 'The api serves the built web app from disk and imports none of its code.',
      from: { path: '^api/' },
      to: { path: '^web/' },
    },
    {
      name: 'module-in-order',
      severity: 'error',
      comment: 'Every api module is listed in MODULE_ORDER (.dependency-cruiser.cjs).',
      from: { path: '^api/src/modules/', pathNot: MODULE_ORDER.map(modulePath) },
      to: {},
    },
    ...moduleOrderRules,
  ],
  options: {
    // Tests may import across modules and into server/ to set up and observe the real app.
    exclude: { path: ['node_modules', '\\.test\\.tsx?$', '^web/src/gql/'] },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type is a dependency too.
    tsPreCompilationDeps: true,
  },
};

/**
 * The import directions of docs/architecture.md (checked by `npm run lint`, which `npm test` runs).
 * domain/ is the one home of rules and API types; the site and the server both depend on it and
 * on nothing of each other.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'domain/ is shared by the site and the server: it may not depend on either.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(src|server|plugins|e2e|bench|scripts|__tests__)/' },
    },
    {
      name: 'domain-without-typebox-in-rules',
      comment: 'The site bundles domain/rules: no TypeBox there (schemas live in domain/contract).',
      severity: 'error',
      from: { path: '^domain/rules/' },
      to: { path: 'node_modules/(typebox|@fastify/type-provider-typebox|@sinclair/typebox)/' },
    },
    {
      name: 'server-never-imports-site',
      comment: 'The API runs without the site. (server/test may drive the site against the API.)',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: '^(src|plugins)/' },
    },
    {
      name: 'site-reaches-only-domain',
      comment: 'src/ reaches outside itself only into domain/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|plugins|e2e|bench|scripts|__tests__)/' },
    },
    {
      name: 'site-takes-contract-as-types-only',
      comment: 'The contract is TypeBox: the site imports its types only, so no TypeBox reaches the bundle.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^domain/contract/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-components-know-no-feature',
      comment: 'src/components holds shared pieces (ui, layout) with no feature knowledge.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|pages|lib|services|app)/' },
    },
    {
      name: 'pages-use-a-feature-public-entry',
      comment: 'A page imports a feature through its index.ts only.',
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: '^src/features/[^/]+/.+', pathNot: '^src/features/[^/]+/index\\.tsx?$' },
    },
    {
      name: 'features-meet-through-their-index',
      comment: "A feature imports another feature through that feature's index.ts only (bulletproof-react's zones).",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'features-take-from-app-types-and-hooks-only',
      comment: 'The store is built from the features (root-reducer imports them): a feature takes its types and the typed hooks, never the store itself.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/app/', pathNot: '^src/app/(hooks|added-slices)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-lib-knows-no-feature',
      comment: 'src/lib holds the gateways and helpers every feature uses: it knows no feature, page or store.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(features|pages|app|components)/' },
    },
    {
      name: 'components-get-clients-from-services',
      comment: 'Pages and components never build an API or GraphQL client: thunks use the injected services.',
      severity: 'error',
      from: { path: '^src/(pages|components|features/[^/]+/components)/' },
      to: { path: '^src/(lib/(shop-api|shop-api-staff|shop-graphql|graphql-query-client|live-feed)|services/identity(-client)?)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'only-the-identity-service-touches-cognito',
      severity: 'error',
      from: { pathNot: '^src/services/identity\\.ts$' },
      to: { path: 'node_modules/amazon-cognito-identity-js/' },
    },
    {
      name: 'only-the-smtp-gateway-sends-mail',
      comment: 'One gateway per outside system: e-mail leaves through server/src/mail/smtp-gateway.ts only.',
      severity: 'error',
      from: { pathNot: '^server/src/mail/smtp-gateway\\.ts$' },
      to: { path: 'node_modules/nodemailer/' },
    },
    {
      name: 'only-the-local-catcher-receives-mail',
      comment: "The API runs an SMTP server only as the laptop's mail catcher (tests run their own).",
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/mail/local-smtp\\.ts$' },
      to: { path: 'node_modules/(smtp-server|mailparser)/' },
    },
    {
      name: 'only-the-live-feed-speaks-graphql-ws',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/lib/live-feed\\.ts$' },
      to: { path: 'node_modules/graphql-ws/' },
    },
    {
      name: 'server-config-is-a-leaf',
      comment: 'The configuration (config.ts and its config/ folder) is read before anything else starts: it imports nothing else of ours.',
      severity: 'error',
      from: { path: '^server/src/config(\\.ts$|/)' },
      to: { path: '^server/src/', pathNot: '^server/src/config(\\.ts$|/)' },
    },
    {
      name: 'db-knows-no-gateway-or-route',
      comment: 'The schema and the database sit below everything: no gateway (identity, publish, mail, payments), no route or GraphQL.',
      severity: 'error',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/(identity|publish|mail|payments|routes|graphql)/' },
    },
    {
      name: 'routes-reach-the-database-through-repositories',
      comment: 'Routes call repositories (decorated on the instance); the schema, the connection and the query library stay below them.',
      severity: 'error',
      from: { path: '^server/src/routes/' },
      to: { path: '^(server/src/db/|node_modules/(drizzle-orm|@electric-sql/pglite|pg|postgres)/)' },
    },
    {
      name: 'gateways-know-no-route',
      comment: 'A gateway to an outside system serves the routes and never depends on one.',
      severity: 'error',
      from: { path: '^server/src/(identity|publish|mail|payments)/' },
      to: { path: '^server/src/(routes|graphql)/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(public|\\.cache|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

/**
 * The import directions of docs/ARCHITECTURE (checked by `npm run lint`, which `npm test` runs).
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
      name: 'components-get-clients-from-services',
      comment: 'Pages and components never build an API or GraphQL client: thunks use the injected services.',
      severity: 'error',
      from: { path: '^src/(pages|components|features/[^/]+/components)/' },
      to: { path: '^src/(lib/(shop-api|shop-api-staff|graphql-client)|services/identity(-client)?)\\.ts$', dependencyTypesNot: ['type-only'] },
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
      name: 'only-the-graphql-client-speaks-graphql-ws',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/lib/graphql-client\\.ts$' },
      to: { path: 'node_modules/graphql-ws/' },
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

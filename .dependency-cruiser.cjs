/**
 * The import boundaries, checked by `npm run boundaries` (part of `npm test`). ARCHITECTURE.md,
 * "Boundaries", says why each holds; `scripts/boundaries.test.ts` shows each rule failing.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment:
        'A web feature imports no other feature: what two features share lives in apps/web/src/components, ' +
        'lib, hooks or config, and the app (router, menus) composes the features.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'module-internals',
      comment:
        "An API module uses another module through that module's public index.ts only, never its other files " +
        '(routes, service, repository…), so a module can change its insides without breaking another.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '^apps/api/src/modules/[^/]+/schema\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-tables',
      comment:
        "A module's tables (schema.ts) may refer to another module's tables (a foreign key) and nothing else of " +
        'it: drizzle-kit reads the schema files alone, without an index.ts and all that it loads.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/schema\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: [
          '^apps/api/src/modules/$1/',
          '^apps/api/src/modules/[^/]+/index\\.ts$',
          '^apps/api/src/modules/[^/]+/schema\\.ts$',
        ],
      },
    },
    {
      name: 'module-cycle',
      comment:
        'No cycle among the API modules: if sales needs imports and imports needs sales, one of them owns ' +
        'something of the other (move it to its owner, or to lib).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'contracts-cycle',
      comment:
        'No cycle among the contracts files: a schema two domains share lives in the file of its owner or in a ' +
        'small file of its own that both import.',
      severity: 'error',
      from: { path: '^packages/contracts/src/' },
      to: { path: '^packages/contracts/src/', circular: true },
    },
  ],
  options: {
    // Type-only imports count: a cycle of types is still two files that cannot be read apart.
    tsPreCompilationDeps: true,
    // The web's tsconfig: its paths name the contracts' subpaths the bundle takes without zod.
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    // `@portal/contracts` is a workspace package: follow its symlink and its `exports` map.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // Only the three trees the rules speak of: the API's modules are seen without db/, lib/ and
    // plugins/, so a cycle is one of module imports only (db/seed calls every module by design).
    includeOnly: '^(apps/web/src|apps/api/src/modules|packages/contracts/src)/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.tsbuild|dist|node_modules)/' },
  },
};

// The import rules of DESIGN.md ("Layout": one-way arrows; "v1 in Ferry": the v1 adapter loads
// lazily), checked by `pnpm lint` (`pnpm lint:imports`).
//
// Parsing: TypeScript 7 has no compiler API, so dependency-cruiser reads the sources with swc
// (`parser: 'swc'`). swc sees type-only imports as imports: a type that two sides share lives
// where both may import it. dependency-cruiser 17 (the last for Node 20) parses .tsx with swc only
// through patches/dependency-cruiser@17.4.3.patch, the change dependency-cruiser 18 made.

/** Tests, fixtures, benchmarks and scripts: they may import what a package's code may not. */
const testsAndScripts =
  '(\\.(test|spec|bench)\\.[cm]?tsx?$|Fixtures\\.tsx?$|/test/|/tests/|/scripts/|/bench/)'

/**
 * The two rules of one lazy chunk of the widget (a folder under src/): nothing outside it imports
 * it statically, and the dynamic import goes through its one entry file.
 */
function lazyChunk({ name, folder, entry, why }) {
  const from = {
    path: '^packages/widget/src/',
    pathNot: [`^packages/widget/src/${folder}`, testsAndScripts],
  }
  const inside = `^packages/widget/src/${folder}`
  return [
    {
      name: `${name}-loads-lazily`,
      comment: why,
      severity: 'error',
      from,
      to: { path: inside, dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: `${name}-entered-through-its-entry`,
      comment: `Lazy imports of the chunk go through its one entry, src/${entry.replace('\\', '')}.`,
      severity: 'error',
      from,
      to: { path: inside, pathNot: `^packages/widget/src/${entry}$` },
    },
  ]
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle (static, dynamic or type-only) inside any package or app.',
      severity: 'error',
      from: { path: '^(packages|apps)/[^/]+/src/' },
      to: { circular: true },
    },
    ...lazyChunk({
      name: 'v1-adapter',
      folder: 'v1/',
      entry: 'v1/index\\.ts',
      why: "The widget's v1 trading adapter is one lazy chunk: outside src/v1/ only `import('../v1/index.js')` reaches it (DESIGN: v1 in Ferry).",
    }),
    ...lazyChunk({
      name: 'solana-wallet',
      folder: 'trade/solana/',
      entry: 'trade/solana/solanaWalletConnector\\.ts',
      why: "The widget's Solana wallet is its own lazy chunk: outside src/trade/solana/ only `import('…/trade/solana/solanaWalletConnector.js')` (its family wallet entry) reaches it (DESIGN: non-EVM wallet adapters load lazily).",
    }),
    {
      name: 'wallet-standard-only-in-the-solana-chunk',
      comment:
        'The wallet standard (Solana wallets) is imported by the Solana chunk only, never by the first load.',
      severity: 'error',
      from: {
        path: '^packages/widget/src/',
        pathNot: ['^packages/widget/src/trade/solana/', testsAndScripts],
      },
      to: { path: '@wallet-standard/' },
    },
    {
      name: 'order-api-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/order-api/' },
      to: { path: '^(packages/(?!order-api/)[^/]+|apps/[^/]+)/' },
    },
    {
      name: 'widget-imports-only-order-api',
      severity: 'error',
      from: { path: '^packages/widget/', pathNot: testsAndScripts },
      to: { path: '^(packages/(?!(widget|order-api)/)[^/]+|apps/[^/]+)/' },
    },
    {
      name: 'devnet-imports-only-order-api',
      severity: 'error',
      from: { path: '^packages/devnet/', pathNot: testsAndScripts },
      to: { path: '^(packages/(?!(devnet|order-api)/)[^/]+|apps/[^/]+)/' },
    },
    {
      name: 'embed-imports-nothing-of-ours',
      comment: 'The loader has no dependencies (DESIGN: Layout).',
      severity: 'error',
      from: { path: '^packages/embed/', pathNot: testsAndScripts },
      to: { path: '^(packages/(?!embed/)[^/]+|apps/[^/]+)/' },
    },
    {
      name: 'bff-imports-only-order-api',
      comment:
        'The devnet is started by the demo start-up only (src/devnet/), see no-devnet-in-code.',
      severity: 'error',
      from: { path: '^apps/bff/', pathNot: testsAndScripts },
      to: { path: '^(packages/(?!(order-api|devnet)/)[^/]+|apps/(?!bff/)[^/]+)/' },
    },
    {
      name: 'web-imports-widget-and-embed',
      comment:
        "The hosted page builds on the widget and the embed; order-api, under both, is allowed (the page parses the URL's swap presets with it).",
      severity: 'error',
      from: { path: '^apps/web/', pathNot: testsAndScripts },
      to: { path: '^(packages/devnet|apps/(?!web/)[^/]+)/' },
    },
    {
      name: 'no-unresolved-ferry-import',
      comment:
        'An import of one of our packages that does not resolve: the importer does not declare it (order-api declares none), so the arrow rules above could not see where it points.',
      severity: 'error',
      from: {},
      // A stylesheet export (`@ferry/widget/styles.css`) exists only once the package is built;
      // lint runs before the build on a fresh clone, and CSS carries no arrows anyway.
      to: { couldNotResolve: true, path: '^@ferry/', pathNot: '\\.css$' },
    },
    {
      name: 'no-devnet-in-code',
      comment: 'Nothing imports the devnet but tests, scripts and the demo start-up.',
      severity: 'error',
      from: {
        pathNot: [
          '^packages/devnet/',
          testsAndScripts,
          '^apps/bff/src/devnet/',
          '^packages/test-utils/',
          '^apps/(test-utils|cluster-test)/',
          '^e2e/',
        ],
      },
      to: { path: '^packages/devnet/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.size|coverage)/' },
    enhancedResolveOptions: {
      conditionNames: ['import', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroup, resetChunkGroups } from './scripts/chunk-groups';
import { compileHintsPlugin } from './scripts/compile-hints';
import { manifestLinkPlugin } from './scripts/manifest-link';
import { precompressPlugin } from './scripts/precompress';
import { preloadAppPlugin } from './scripts/preload-app';
import { stableIdsPlugin } from './scripts/stable-ids';

const API = '^/(it|en|fr|es)/v\\d';
const contracts = path.resolve(import.meta.dirname, '../../packages/contracts/src');

// react-router's package exports resolve to its development build (with its warnings) under
// every condition; the production build is the same code without them.
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve: {
    // zod-free modules of the contracts, for the entry chunk (see tsconfig.json "paths"): the
    // package index configures zod, which the first screen must not download.
    alias: [
      { find: /^@portal\/contracts\/(limits|languages)$/, replacement: `${contracts}/$1.ts` },
      {
        find: /^@portal\/contracts\/messages\/([\w-]+\/(?:it|en|fr|es))$/,
        replacement: `${contracts}/messages/$1.ts`,
      },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  plugins: [
    stableIdsPlugin(),
    react(),
    { name: 'chunk-groups', buildStart: resetChunkGroups },
    // The page asks for the app's files beside the entry (src/main.tsx imports src/app/start.tsx).
    preloadAppPlugin('/src/app/start.tsx'),
    VitePWA({
      // Registered by src/lib/pwa.ts, which also reloads once when a new worker takes over.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'unsupported-browser.js'],
      manifest: {
        name: 'Portale Rete Vendita',
        short_name: 'Rete Vendita',
        description: 'Portale della rete vendita: agenzie, clienti, materiali, ordini',
        lang: 'it',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1b5699',
        background_color: '#f4f6f9',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // API calls, the OpenAPI page and health checks never get the app shell.
        navigateFallbackDenylist: [new RegExp(API), /^\/docs/, /^\/health/],
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
    // After VitePWA's: src/lib/pwa.ts adds the manifest's link once the first screen is shown.
    manifestLinkPlugin(),
    compileHintsPlugin(),
    // Last: brotli and gzip copies of every text file, served as they are by the API server.
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: { [API]: 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The manifest tells scripts/bench/bundle-size.ts which chunks the first screen loads.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared contracts are plain declarations (only zod-config configures zod): a chunk
        // that needs LIMITS must not pull in every schema and zod with it.
        moduleSideEffects: [
          { test: /packages[\\/]contracts[\\/]src[\\/]zod-config/, sideEffects: true },
          { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
        // Building a schema has no effect: languages.ts's unused languageSchema then takes zod with it.
        manualPureFunctions: ['z.enum'],
      },
      output: {
        // A few libraries whose modules would otherwise each be a small file of their own (a round
        // trip each on a phone network): each in one file, loaded by the screens that use them.
        // Only the library itself (includeDependenciesRecursively: false), so React and what the
        // login needs stay where they are and the login's budget holds.
        codeSplitting: {
          groups: [
            // The signed-in frame in one file, and what it shares with the signing page in another.
            { name: chunkGroup, priority: 1, includeDependenciesRecursively: false },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            // Every icon in one file, but those the login shows (they stay in its chunks).
            {
              name: 'icons',
              test: /@tabler[\\/]icons-react[\\/].*[\\/]icons[\\/](?!Icon(Refresh|AlertTriangle|Check|ChevronDown|Language)\.)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));

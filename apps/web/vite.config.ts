import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API = '^/(it|en|fr|es)/v\\d';

export default defineConfig({
  plugins: [
    react(),
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
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
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
  ],
  server: {
    port: 5173,
    proxy: { [API]: 'http://localhost:3000', '/health': 'http://localhost:3000' },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});

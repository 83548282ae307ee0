import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { documentsByImport, routeList } from './vite.plugins.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    documentsByImport(),
    routeList(),
    // The web app manifest and the service worker (src/sw/sw.ts, Workbox): installable, and every
    // route's and dialog's code precached so each screen opens offline after one visit. The app
    // registers the worker itself (features/offline/serviceWorker.ts), with its "new version" prompt.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The compressed copies are the server's business; the worker stores each file once.
        globIgnores: ['**/*.{br,gz}', 'routes.json'],
      },
      manifest: {
        id: '/',
        name: 'Civic Network · Nigerian voters',
        short_name: 'Civic Network',
        description:
          'A civic social network for Nigerian voters: connect with your ward, LGA and state, follow election results and join the conversation.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#008751',
        background_color: '#ffffff',
        categories: ['social', 'news', 'politics'],
        icons: [
          ...[48, 72, 96, 144, 192, 512].map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png' })),
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // A brotli and a gzip copy of every text file of the build, at the highest settings (paid once,
    // at build time); the api sends the one the browser accepts (api/src/server/web.ts).
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: {
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe of every component) in a
      // top-level defineConfig() call the bundler can't know is pure: unmarked, it keeps them all
      // beside the few the app's system (app/theme.ts) takes. An icon made by createIcon and drawn
      // by no screen of a chunk is left out of it the same way.
      treeshake: { manualPureFunctions: ['defineConfig', 'createIcon'] },
      output: {
        codeSplitting: {
          // Shared code under ~14 KB (before minifying) is copied into the chunks that use it (one
          // module state, through rolldown's runtime) instead of being a request of its own: the
          // visitor's home loads 16 scripts, not 25, for 4% more code across every route.
          experimentalInlineCommonChunks: { maxSize: 14_000 },
          groups: [
            // What every page runs, cached across deploys that don't upgrade it.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib|ts-invariant)[\\/]/,
              tags: ['$initial'],
              priority: 20,
            },
            {
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis|@floating-ui|@internationalized|proxy-compare|hoist-non-react-statics|react-is)[\\/]/,
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // graphql-ws subscriptions share the /graphql path with HTTP operations.
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': { target: api },
      '/uploads': { target: api },
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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

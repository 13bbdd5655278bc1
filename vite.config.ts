import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The SSR build (dist/server/, see server/build-spa.ts) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
  },
  // The server renderer carries its dependencies, so dist/ works wherever it is copied, and
  // React's production build whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    // `npm run dev` serves the SPA with hot reload; API calls go to a running `npm start`.
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/storage', '/runtime-config.json', '/health'].map((p) => [p, process.env.API_URL ?? 'http://localhost:3000']),
    ),
  },
}));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { staticHostHeadersFile } from './server/http/security-headers.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    {
      // dist/_headers: the site's security headers for static hosts (Netlify, Cloudflare Pages).
      name: 'static-host-headers',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeadersFile({ supabaseUrl: process.env.VITE_SUPABASE_URL }) });
      },
    },
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // `npm run dev` serves the SPA with hot reload; API calls go to a running `npm start`.
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/storage', '/runtime-config.json', '/health'].map((p) => [p, process.env.API_URL ?? 'http://localhost:3000']),
    ),
  },
});

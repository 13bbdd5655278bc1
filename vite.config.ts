import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { staticHostHeadersFile } from './server/http/security-headers.ts';

/** Preloads the Latin file of Inter (src/fonts.css): the first paint of every page uses it. */
function preloadMainFont(): Plugin {
  return {
    name: 'preload-main-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((f) => /inter-latin-wght-normal[^/]*\.woff2$/.test(f));
        if (!file) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

/** dist/_headers: the site's security headers for static hosts (Netlify, Cloudflare Pages). */
function staticHostHeaders(): Plugin {
  return {
    name: 'static-host-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticHostHeadersFile({ supabaseUrl: process.env.VITE_SUPABASE_URL }) });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react({ jsxImportSource: '@emotion/react' }), ...(isSsrBuild ? [] : [staticHostHeaders(), preloadMainFont()])],
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

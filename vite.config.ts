import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { staticHostHeadersFile } from './server/app/http/security-headers.ts';
import { EARLY_HEAD_SCRIPT } from './src/lib/head-script.ts';
import { SPECULATION_RULES } from './src/lib/speculation-rules.ts';

/**
 * The public site's browser build (index.html, src/boot.ts -> src/main.tsx, emptying dist/
 * first) and its server renderer (`--ssr`). The admin is another app with a build of its own,
 * vite.admin.config.ts, into dist/admin/: a module (react-router's, say) lives in one chunk,
 * so in one build whatever the admin used of it (the data router for useBlocker) would reach
 * every visitor; in two builds it cannot. `npm run dev` serves both.
 */

/** `npm run dev`: /admin and its deep links open the admin's HTML (Vite would give them index.html). */
function adminDevFallback(): Plugin {
  return {
    name: 'admin-dev-fallback',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split(/\?(.*)/s, 2);
        const page = req.method === 'GET' || req.method === 'HEAD';
        if (page && /^\/admin(\/[^.]*)?$/.test(pathname!) && (req.headers.accept ?? '').includes('text/html')) {
          req.url = `/admin.html${query ? `?${query}` : ''}`;
        }
        next();
      });
    },
  };
}

/**
 * The page's script (src/boot.ts) at low priority: it waits for the first paint and the main
 * image anyway, so the HTML, fonts and main image go first. (Vite rewrites the entry's script
 * tag and drops the attribute from index.html, hence here.)
 */
function lowPriorityPageScript(): Plugin {
  return {
    name: 'low-priority-page-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/, '<script type="module" crossorigin fetchpriority="low" src="$1">'),
    },
  };
}

/**
 * index.html's two inline scripts, each allowed by its hash in the CSP (server/app/http/security-headers.ts):
 * in the head, the one that applies what the browser remembers before the first paint (src/lib/head-script.ts);
 * at the end of the body, the rules that prefetch the page a link leads to (src/lib/speculation-rules.ts).
 */
function inlineScripts(): Plugin {
  return {
    name: 'inline-scripts',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'script', children: EARLY_HEAD_SCRIPT, injectTo: 'head-prepend' },
      { tag: 'script', attrs: { type: 'speculationrules' }, children: SPECULATION_RULES, injectTo: 'body' },
    ],
  };
}

/** What the page's own script (index.html, boot.ts, its dynamic-import helper, the fonts' CSS) brings. */
const BOOT = /[\\/]index\.html$|[\\/]src[\\/](boot\.ts|fonts\.css|lib[\\/]font-loading\.ts|public[\\/]routes[\\/]data-key\.ts)$|vite[\\/](preload-helper|modulepreload-polyfill)/;

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

/**
 * How the browser bundle is split for the public site's first load (each file costs a request
 * and its headers on a phone): the page's own script (boot.ts) alone; everything main.tsx
 * needs in one file (main.tsx is an entry of its own, build.rolldownOptions.input, so its
 * imports are "initial"); the small parts several pages share (ui/, cards/ and their icons) in
 * one file; the icons content names by string (lib/icon-set.ts, about 10 KB) only for the
 * pages that show them; each page its own file. (The admin is a build of its own, see ADMIN_MODE.)
 */
const SHARED_UI = /src[\\/]public[\\/](ui|cards)[\\/]/;
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** Shared parts that show an icon by its stored name: they travel with the icon set, not with every page. */
const NAMED_ICON_PARTS = /(cards[\\/]ServiceCard|ui[\\/]FiguresRow)\.tsx$/;

/**
 * The shared parts: ui/ and cards/, and an icon a page imports on its own (per icon,
 * `lucide-react/icons/clock`) that other pages use as well: the icon set has it too, and
 * would otherwise carry it in its own 11 KB file to a page showing two icons (contact, a post).
 */
function publicShared(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (SHARED_UI.test(id)) return NAMED_ICON_PARTS.test(id) ? null : 'public-shared';
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  return importers.some((i) => /src[\\/]public[\\/]/.test(i)) ? 'public-shared' : null;
}

const PUBLIC_CHUNKS = [
  { name: 'index', test: BOOT, priority: 4 },
  { name: 'site', tags: ['$initial' as const], test: (id: string) => !BOOT.test(id), priority: 3 },
  { name: publicShared, debugName: 'public-shared', test: (id: string) => SHARED_UI.test(id) || LUCIDE_ICON.test(id), minShareCount: 2, priority: 2 },
  // The service card and the figures row show named icons: they travel with the icon set.
  { name: 'icons', test: /src[\\/](lib[\\/]icon-set\.ts|public[\\/](cards[\\/]ServiceCard|ui[\\/]FiguresRow)\.tsx)$/, priority: 1 },
  // Loaded on a client-side navigation or a form sent (src/lib/public-client.ts), never for the first view.
  { name: 'postgrest', test: /node_modules[\\/]@supabase[\\/]postgrest-js[\\/]/, priority: 1 },
];

/** Both browser builds (this one and vite.admin.config.ts) compile the same way. */
export const BROWSER_BUILD = {
  target: 'es2022',
  sourcemap: false,
  // Fonts stay files (cached across pages), however small: src/fonts.css's Turkish subset is 3 KB.
  assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
};
export const reactPlugin = () => react({ jsxImportSource: '@emotion/react' });

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [reactPlugin(), ...(isSsrBuild ? [] : [staticHostHeaders(), inlineScripts(), lowPriorityPageScript(), adminDevFallback()])],
    build: {
      ...BROWSER_BUILD,
      // The SSR build (dist/server/, see server/app/build-spa.ts) needs no copy of public/.
      copyPublicDir: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? // The renderer imports the sanitizer up front that the browser loads on demand (src/public/ui/sanitizer.ts).
          { checks: { ineffectiveDynamicImport: false } }
        : {
            input: { index: 'index.html', main: 'src/main.tsx' },
            output: { codeSplitting: { groups: PUBLIC_CHUNKS } },
          },
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
  };
});

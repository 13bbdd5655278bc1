/**
 * The islands' browser build (src/public/islands/client.tsx): `vite build --config
 * vite.islands.config.ts`, after the public site's build (vite.config.ts), which empties dist/.
 * The same components as the server renders, compiled against Preact (`preact/compat` in
 * place of React, about a tenth of its size) and with plain links in place of React Router
 * (islands/router-shim.tsx): a page with islands hydrates only them (islands/island.tsx).
 * No styling runtime: JSX compiles to Preact's own (no `css` prop), and any import of Emotion
 * fails the build; an island names classes whose styles the server wrote (islands/define.tsx,
 * islands/README.md). Its files go to dist/assets/islands/; the runtime's address is written into dist/index.html
 * as <meta name="islands-script">, where src/boot.ts finds it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BROWSER_BUILD } from './vite.config.ts';

export const ISLANDS_META = 'islands-script';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The islands carry no styling library: an import of Emotion, or a `css` prop (which only
 * Emotion's JSX turns into a class), in their code is a mistake, named at build time.
 */
function noStyleRuntime(): Plugin {
  return {
    name: 'islands-no-style-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith('@emotion/')) this.error(`${source} in the islands (from ${importer}): an island names classes, its styles go in its .styles.ts (src/public/islands/README.md)`);
    },
    transform(code, id) {
      if (id.endsWith('.tsx') && /\scss=\{/.test(code)) this.error(`a css prop in an island's code (${id}): name a class, its styles go in the island's .styles.ts (src/public/islands/README.md)`);
    },
  };
}

/** dist/index.html names the islands runtime (replacing an earlier build's name). */
function islandsScriptMeta(): Plugin {
  let outDir = 'dist';
  return {
    name: 'islands-script-meta',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry) return;
      const page = join(outDir, 'index.html');
      const tag = `<meta name="${ISLANDS_META}" content="/${entry.fileName}">`;
      const html = readFileSync(page, 'utf8').replace(new RegExp(`\\s*<meta name="${ISLANDS_META}"[^>]*>`), '');
      writeFileSync(page, html.replace('</head>', `  ${tag}\n  </head>`));
    },
  };
}

export default defineConfig({
  plugins: [noStyleRuntime(), react({ jsxImportSource: 'preact' }), islandsScriptMeta()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom(\/client)?$/, replacement: here('./src/public/islands/react-dom-shim.ts') },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router-dom$/, replacement: here('./src/public/islands/router-shim.tsx') },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ...BROWSER_BUILD,
    copyPublicDir: false,
    emptyOutDir: false,
    assetsDir: 'assets/islands',
    rolldownOptions: {
      input: { islands: 'src/public/islands/client.tsx' },
      // The runtime and everything it needs at once (Preact, the islands every page
      // has) in one file: a page loads its boot script and this; other islands come when shown.
      output: { codeSplitting: { groups: [{ name: 'islands', tags: ['$initial' as const] }] } },
    },
  },
});

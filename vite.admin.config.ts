/**
 * The admin's browser build (admin.html -> src/admin/main.tsx): `vite build --config
 * vite.admin.config.ts`, after the public site's build (vite.config.ts), which empties dist/.
 * It adds dist/admin/index.html and its hashed files under dist/assets/admin/ (cached for a
 * year like all of dist/assets/, and recognisably the admin's) and never empties dist/. The same
 * mode and .env files as the public build, so both talk to the same API.
 */
import { defineConfig, type Plugin } from 'vite';
import { ADMIN_ASSETS, ADMIN_HTML } from './server/app/static/admin-paths.ts';
import { BROWSER_BUILD, reactPlugin } from './vite.config.ts';

/** Vite writes admin.html as dist/admin.html: moved to dist/admin/index.html, where /admin/ finds it on any static host. */
function adminHtmlPlacement(): Plugin {
  return {
    name: 'admin-html-placement',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['admin.html'];
        if (html?.type !== 'asset') return;
        delete bundle['admin.html'];
        this.emitFile({ type: 'asset', fileName: ADMIN_HTML, source: html.source });
      },
    },
  };
}

export default defineConfig({
  plugins: [reactPlugin(), adminHtmlPlacement()],
  build: {
    ...BROWSER_BUILD,
    // The public build copied public/ already, and its files stay.
    copyPublicDir: false,
    emptyOutDir: false,
    assetsDir: ADMIN_ASSETS,
    rolldownOptions: { input: { admin: 'admin.html' } },
  },
});

/**
 * Builds the site (the public site's and the admin's browser bundles, the server renderer) when
 * dist/ is missing or older than its sources (server/app/build-spa.ts). `npm test` runs it once
 * before the test files, so files running in parallel never build into the same dist/ at the
 * same time.
 */
import path from 'node:path';
import { ensureSpaBuilt } from '../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../server/platform/db/setup.ts';

await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), (m) => console.log(m));

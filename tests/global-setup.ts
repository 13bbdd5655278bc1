/**
 * Builds the site (browser bundle and server renderer) once before any test file starts, so
 * test files running in parallel never build into the same dist/ at the same time.
 */
import path from 'node:path';
import { ensureSpaBuilt } from '../server/build-spa.ts';
import { PROJECT_ROOT } from '../server/db/setup.ts';

export default async function setup(): Promise<void> {
  await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), (m) => console.log(m));
}

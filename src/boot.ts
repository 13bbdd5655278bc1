/**
 * The page's only script: starts the app (main.tsx) once the browser has painted the HTML it
 * received, so the first paint of a server-rendered page never waits for JavaScript to be
 * evaluated. The app's files are fetched meanwhile (modulepreload links, vite.config.ts), so
 * the wait is one frame, after which the page hydrates at once.
 */
const start = () => void import('./main.tsx');

// A hidden tab paints no frames: nothing to wait for.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();

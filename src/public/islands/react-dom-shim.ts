/**
 * react-dom for the islands build (vite.islands.config.ts): what the islands' code and their
 * libraries import of it (notistack's portal), from Preact's compat layer, and React's
 * resource hints, which do nothing here: the server already wrote each into the head
 * (ResponsiveImage's preload of the page's main image), and an island rendered later does not
 * need one.
 */
export { createPortal, flushSync } from 'preact/compat';

export function preload(): void {}

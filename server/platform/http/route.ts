import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A mounted part of the server. `path` is the request path below the mount point
 * (for `/rest/v1/pages` mounted at `/rest/v1` it is `/pages`), still percent-encoded.
 */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => Promise<void>;

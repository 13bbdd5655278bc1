/**
 * `request.headers` for the database (see database-headers.ts) as JSON text, remembered for
 * repeats: a client sends the same headers request after request (its key, its agent), and
 * copying and serialising them cost as much as planning a read. A request matches a
 * remembered one when everything the text is made from is equal: each raw header line, the
 * socket's address and which proxies are trusted (which address is the client's).
 */
import type { IncomingMessage } from 'node:http';
import { databaseHeaders } from '../../http/database-headers.ts';
import type { TrustedProxies } from '../../http/trusted-proxies.ts';

interface Entry {
  trustProxy: TrustedProxies;
  address: string | undefined;
  rawHeaders: string[];
  json: string;
}

/** How many header sets are remembered (most recently made first out). */
const MAX_ENTRIES = 16;

function sameLines(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class RequestHeadersJson {
  private readonly entries: Entry[] = [];
  private next = 0;

  of(req: IncomingMessage, trustProxy: TrustedProxies): string {
    const address = req.socket.remoteAddress;
    for (const entry of this.entries) {
      if (entry.trustProxy === trustProxy && entry.address === address && sameLines(entry.rawHeaders, req.rawHeaders)) return entry.json;
    }
    const json = JSON.stringify(databaseHeaders(req, trustProxy));
    this.entries[this.next] = { trustProxy, address, rawHeaders: req.rawHeaders, json };
    this.next = (this.next + 1) % MAX_ENTRIES;
    return json;
  }
}

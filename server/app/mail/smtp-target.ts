/**
 * Where an SMTP server saved from the admin is connected to: its name resolved once, every
 * address it resolves to checked (smtp-address-class.ts), and the connection made to the
 * checked address, not to the name again, so a name whose DNS answer changes in between (DNS
 * rebinding) cannot lead to this machine's network. The name stays for TLS (SNI and the
 * certificate check). SMTP_ALLOW_PRIVATE_HOSTS lets an operator use a server on a private
 * network; the environment's SMTP_URL is trusted as it is and never comes here.
 */
import dns from 'node:dns';
import net from 'node:net';
import { nonPublicAddress, type AddressClass } from './smtp-address-class.ts';

export const PRIVATE_ADDRESS = 'Bu adres özel ağda; izin verilmiyor.';
export const HOST_NOT_FOUND = 'Sunucu adı bulunamadı.';

/** A refusal before any connection, with a nodemailer-like `code` (EPRIVATE, EDNS). */
export class SmtpTargetError extends Error {
  constructor(
    message: string,
    readonly code: 'EPRIVATE' | 'EDNS',
    readonly addressClass?: AddressClass,
  ) {
    super(message);
  }
}

export interface SmtpTarget {
  /** The checked IP address to connect to. */
  address: string;
  /** The name the administrator gave, for TLS; undefined when that was an address. */
  servername: string | undefined;
}

export type Lookup = (host: string) => Promise<string[]>;

const DNS_TIMEOUT_MS = 10_000;

const systemLookup: Lookup = async (host) => (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('DNS timeout'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function smtpTarget(rawHost: string, options: { allowPrivate: boolean; lookup?: Lookup }): Promise<SmtpTarget> {
  const host = rawHost.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    // An address literal is its own answer; a name (also `0` or `127.1`) goes to the resolver.
    addresses = net.isIP(host) ? [host] : await withTimeout((options.lookup ?? systemLookup)(host), DNS_TIMEOUT_MS);
  } catch {
    throw new SmtpTargetError(HOST_NOT_FOUND, 'EDNS');
  }
  if (addresses.length === 0) throw new SmtpTargetError(HOST_NOT_FOUND, 'EDNS');
  if (!options.allowPrivate) {
    for (const address of addresses) {
      const kind = nonPublicAddress(address);
      if (kind) throw new SmtpTargetError(PRIVATE_ADDRESS, 'EPRIVATE', kind);
    }
  }
  return { address: addresses[0]!, servername: net.isIP(host) ? undefined : host };
}

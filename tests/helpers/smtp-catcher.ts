/**
 * A small SMTP server on localhost for tests (smtp-server), which parses every message it
 * receives (mailparser) and records every connection and every login tried (with the password
 * sent, to prove where a password went and where not). It offers no STARTTLS. Options: the
 * loopback address to listen on (`127.0.0.2` for "another host"), a port, and the text of its
 * login refusal. Servers under test that save it from the admin need SMTP_ALLOW_PRIVATE_HOSTS.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface SmtpCatcher {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Every AUTH tried, accepted or not. */
  auths: { username: string; password: string }[];
  /** How many connections were opened to it. */
  connections: number;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  host?: string;
  port?: number;
  /** The text of the 535 answer to a wrong login. */
  authError?: string;
}

export async function startSmtpCatcher(credentials = { user: 'mailer', pass: 'secret-pass' }, options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const received: ParsedMail[] = [];
  const auths: { username: string; password: string }[] = [];
  let connections = 0;
  const host = options.host ?? '127.0.0.1';
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, cb) {
      connections += 1;
      cb();
    },
    onAuth(auth, _session, cb) {
      auths.push({ username: auth.username ?? '', password: auth.password ?? '' });
      if (auth.username === credentials.user && auth.password === credentials.pass) cb(null, { user: auth.username });
      else cb(new Error(options.authError ?? 'Invalid username or password'));
    },
    onData(stream, _session, cb) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          cb();
        })
        .catch((err: Error) => cb(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${credentials.user}:${credentials.pass}@${host}:${port}`,
    received,
    auths,
    get connections() {
      return connections;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages over SMTP, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The API pool reaches the embedded PostgreSQL over its Unix socket (cheaper per message than
 * loopback TCP); a server over DATABASE_URL connects as the URL says. Both answer /rest/v1 as
 * before, as the caller's role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerPair, type ServerPair } from '../helpers/server-pair.ts';

describe('the API pool connection', () => {
  let pair: ServerPair;
  beforeAll(async () => {
    pair = await startServerPair();
  });
  afterAll(async () => {
    await pair?.close();
  });

  const where = async (server: ServerPair['first']) =>
    (await server.server.ctx.db.api.query<{ addr: string | null; who: string }>(`select host(inet_server_addr()) as addr, current_user::text as who`)).rows[0];

  it('over the embedded cluster runs on its Unix socket', async () => {
    // inet_server_addr() is null on a Unix-socket connection.
    expect(await where(pair.first)).toEqual({ addr: null, who: 'authenticator' });
    expect(pair.first.server.ctx.databaseUrl).toMatch(/@127\.0\.0\.1:\d+\//);
  });

  it('over DATABASE_URL uses the URL as given (TCP)', async () => {
    expect(await where(pair.second)).toEqual({ addr: '127.0.0.1', who: 'authenticator' });
  });

  it('both servers answer /rest/v1 as the caller', async () => {
    for (const server of [pair.first, pair.second]) {
      const { data, error, status } = await server.anon().from('blog_posts').select('id').eq('published', true);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([]);
      const denied = await server.anon().from('contact_messages').select('id');
      expect(denied.error?.code).toBe('42501');
    }
  });
});

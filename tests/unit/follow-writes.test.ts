/**
 * Which committed REST writes move the content version at once (a table public pages read),
 * which ask the database (everything else), and the old every-write behaviour of the baseline.
 */
import { describe, expect, it } from 'vitest';
import { followRestWrites } from '../../server/app/seo/follow-writes.ts';
import type { ContentVersion } from '../../server/app/seo/content-version.ts';

function fakeVersion() {
  const calls: string[] = [];
  const version = {
    bump: () => void calls.push('bump'),
    settle: async () => void calls.push('settle'),
  } as unknown as ContentVersion;
  return { calls, version };
}

describe('followRestWrites', () => {
  it('bumps for tables public pages read, and asks the database for the rest', async () => {
    const { calls, version } = fakeVersion();
    const follow = followRestWrites(version);
    await follow({ schema: 'public', kind: 'table', target: 'blog_posts' });
    await follow({ schema: 'public', kind: 'table', target: 'menus' });
    await follow({ schema: 'public', kind: 'table', target: 'edit_presence' });
    await follow({ schema: 'public', kind: 'table', target: 'content_drafts' });
    await follow({ schema: 'public', kind: 'function', target: 'publish_draft' });
    // Same name in another exposed schema: not the public table.
    await follow({ schema: 'other', kind: 'table', target: 'blog_posts' });
    expect(calls).toEqual(['bump', 'bump', 'settle', 'settle', 'settle', 'settle']);
  });

  it('bumps for every write when asked to (the benchmark baseline)', async () => {
    const { calls, version } = fakeVersion();
    const follow = followRestWrites(version, () => true);
    await follow({ schema: 'public', kind: 'table', target: 'edit_presence' });
    await follow({ schema: 'public', kind: 'function', target: 'form_challenge' });
    expect(calls).toEqual(['bump', 'bump']);
  });
});

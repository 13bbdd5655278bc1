/**
 * Migrations 20261204140000-140100: on an upgraded site, content already live counts as
 * announced (its content.published went out under the old rule, when its flag was turned on),
 * so neither the servers' announcement of due publications nor its next save sends it again;
 * a post published for a time still ahead and a draft post are left to go live later.
 */
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs.ts';
import { upgradeFrom } from '../helpers/upgrade.ts';

const MIGRATION = '20261204140000_lead_stage_webhook_and_scheduled_publications.sql';

describe('content live before the upgrade counts as announced', () => {
  const temp = tempDirs();

  it('records live posts (with no time or a past one), not scheduled or draft ones; a save of a live post queues nothing', async () => {
    const ids: Record<string, string> = {};
    const db = await upgradeFrom(MIGRATION, temp, async (sql) => {
      const posts: [string, boolean, string | null][] = [
        ['canli', true, null],
        ['gecmis-zamanli', true, "now() - interval '1 day'"],
        ['ileri-zamanli', true, "now() + interval '1 day'"],
        ['taslak', false, null],
      ];
      for (const [slug, published, at] of posts) {
        const { rows } = await sql(
          `insert into public.blog_posts (title, slug, excerpt, content, published, publish_at) values ($1, $1, 'Özet', '<p>x</p>', $2, ${at ?? 'null'}) returning id::text`,
          [slug, published],
        );
        ids[slug] = rows[0]!.id as string;
      }
    });
    try {
      const { rows } = await db.admin.query<{ subject_id: string }>(`select subject_id from private.webhook_announced_publications where subject_table = 'blog_posts'`);
      expect(rows.map((r) => r.subject_id).sort()).toEqual([ids.canli, ids['gecmis-zamanli']].sort());
      expect((await db.admin.query<{ n: number }>('select private.announce_due_publications() as n')).rows[0]!.n).toBe(0);
      await db.admin.query(`insert into public.webhook_endpoints (name, url, secret, on_lead_created, on_content_published) values ('CRM', 'https://crm.example.com/h', 'upgrade-secret-0123456789', false, true)`);
      await db.admin.query(`update public.blog_posts set title = 'Yeni başlık', published = true where id = $1`, [ids.canli]);
      expect((await db.admin.query('select 1 from public.webhook_deliveries')).rowCount).toBe(0);
      // A post deleted takes its record with it.
      await db.admin.query(`delete from public.blog_posts where id = $1`, [ids.canli]);
      expect((await db.admin.query(`select 1 from private.webhook_announced_publications where subject_id = $1`, [ids.canli])).rowCount).toBe(0);
      // The draft put live now is announced.
      await db.admin.query(`update public.blog_posts set published = true where id = $1`, [ids.taslak]);
      expect((await db.admin.query<{ subject_id: string }>(`select subject_id from public.webhook_deliveries where event = 'content.published'`)).rows).toEqual([{ subject_id: ids.taslak }]);
    } finally {
      await db.close();
    }
  });
});

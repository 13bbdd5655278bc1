/**
 * Backups from the admin (issue 44): an administrator takes one with "Şimdi yedek al", sees its
 * progress and then the new archive with its size, and downloads it with "İndir" (a real
 * tar.gz whose last entry is the manifest); the restore commands name the archive, no server
 * path is shown. An editor sees no such button and gets 403 from the download address.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar } from '../../server/app/backup/tar.ts';
import type { BackupManifest } from '../../server/app/backup/manifest.ts';
import { listBackups } from '../../server/app/backup/backup-schedule.ts';
import { signedInPage, startE2E, type E2E } from '../helpers/e2e.ts';

const EDITOR = { email: 'editor.yedekler@example.com', password: 'editor-yedek-sifre-1' };

/** The archive's entries' names, and the manifest's text. */
async function archiveContents(file: string): Promise<{ names: string[]; manifest: string }> {
  const names: string[] = [];
  let manifest = '';
  await readTar(Readable.from(fs.createReadStream(file).pipe(zlib.createGunzip())), async (entry, body) => {
    names.push(entry.name);
    if (entry.name !== 'manifest.json') return;
    for await (const chunk of body) manifest += chunk.toString('utf8');
  });
  return { names, manifest };
}

describe('backups from the admin', () => {
  let e: E2E;
  let taken: string;

  beforeAll(async () => {
    e = await startE2E();
    const { error } = await e.t.service().auth.admin.createUser({ ...EDITOR, email_confirm: true, app_metadata: { role: 'editor' } });
    expect(error).toBeNull();
  }, 240_000);
  afterAll(async () => {
    await e?.close();
  });

  it('an administrator takes a backup now, sees it listed and downloads a valid archive', async () => {
    const { page, errors } = await signedInPage(e, '/admin/backups');
    await page.getByRole('heading', { level: 1, name: 'Yedekler' }).waitFor();
    await page.getByText('En yeni 7 yedek saklanır').waitFor();
    const dir = e.t.server.ctx.config.backup.dir;
    const before = listBackups(dir).map((b) => b.name);

    await page.getByRole('button', { name: 'Şimdi yedek al' }).click();
    // The progress shows while the archive is written (the demo site takes seconds), then the new row.
    await page.getByRole('progressbar', { name: 'Yedekleme ilerlemesi' }).waitFor();
    await page.getByText('Yedek alındı').waitFor({ timeout: 120_000 });
    expect(await page.getByRole('progressbar').count()).toBe(0);
    const after = listBackups(dir);
    expect(after).toHaveLength(before.length + 1);
    taken = after[0]!.name;
    expect(before).not.toContain(taken);
    const row = page.getByRole('row').filter({ hasText: taken });
    await row.waitFor();
    expect(await row.textContent()).toContain(' MB');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `İndir: ${taken}` }).click()]);
    expect(download.suggestedFilename()).toBe(taken);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.length).toBe(after[0]!.bytes);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    const { names, manifest } = await archiveContents(file);
    expect(names[names.length - 1]).toBe('manifest.json');
    expect(names).toContain('secrets.json');
    expect((JSON.parse(manifest) as BackupManifest).format).toBe('ajans-cms-backup');

    // Restoring is the operator's: its two lines name the archive, and the screen no server folder.
    const commands = await page.getByLabel('Geri yükleme komutları').textContent();
    expect(commands).toBe(`npm run restore -- ${taken} --data-dir data-geri-yuklenen\nDATA_DIR=data-geri-yuklenen npm start`);
    expect(await page.locator('body').textContent()).not.toContain(dir);
    expect(await page.locator('body').textContent()).not.toContain(e.t.dataDir);
    expect(errors).toEqual([]);
  }, 240_000);

  it('an editor has no backup button and gets 403 from the download address', async () => {
    const { page, errors } = await e.open('/admin/login');
    await page.locator('input[name="email"]').fill(EDITOR.email);
    await page.locator('input[name="password"]').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kontrol Paneli' }).waitFor();
    expect(await page.getByRole('navigation').first().getByRole('link', { name: 'Yedekler' }).count()).toBe(0);
    await page.goto(`${e.t.url}/admin/backups`);
    await page.getByText('Bu sayfa için yetkiniz yok').waitFor();
    expect(await page.getByRole('button', { name: 'Şimdi yedek al' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^İndir/ }).count()).toBe(0);

    const editor = await e.t.signIn(EDITOR.email, EDITOR.password);
    const token = (await editor.auth.getSession()).data.session!.access_token;
    const headers = { apikey: e.t.anonKey, Authorization: `Bearer ${token}` };
    const refused = await fetch(`${e.t.url}/backup/v1/backups/${taken}`, { headers });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
    expect((await fetch(`${e.t.url}/backup/v1/backups/${taken}/link`, { method: 'POST', headers })).status).toBe(403);
    expect((await fetch(`${e.t.url}/backup/v1/backups/${taken}?token=forged`)).status).toBe(403);
    expect(errors).toEqual([]);
  });
});

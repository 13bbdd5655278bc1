/**
 * Forms as content in Chromium (issue 43), in one flow: staff build a form in the admin's
 * Formlar screen (the three fields a new form starts with, then a phone, a required typed choice
 * "Bütçeniz?" and a many-option choice from the site's services, the phone dragged up with the
 * keyboard), place it on a landing page with the form block, and publish the page; a visitor
 * first sends it without the required choice (the Turkish message at the field), then complete;
 * the thank-you text shows and the answer is in contact_messages with every field in `answers`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyboardDragListening, signedInPage, startE2E, waitForHydration, type E2E } from '../helpers/e2e.ts';

describe('form builder', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });
  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => e.t.server.ctx.db.admin.query<T>(text, params).then((r) => r.rows);

  it('builds a form with a choice field, places it on a landing page, and stores a visitor\'s answer with every field', async () => {
    const { page: admin, errors: adminErrors } = await signedInPage(e, '/admin/forms/new');
    await admin.locator('#root_title').fill('Kış teklif formu');
    // A new form starts with Ad Soyad, E-posta, Mesajınız.
    await admin.getByRole('button', { name: 'Sürükleyerek taşı: 3. Mesajınız' }).waitFor();
    const addField = async (index: number, label: string, type: string) => {
      await admin.getByRole('button', { name: 'Alan Ekle' }).click();
      await admin.getByLabel(`Etiket ${index}`, { exact: true }).fill(label);
      await admin.getByLabel(`Tür ${index}`, { exact: true }).selectOption({ label: type });
    };
    await addField(4, 'Bütçeniz?', 'Seçim');
    await admin.getByLabel('Zorunlu 4', { exact: true }).check();
    await admin.getByLabel('Seçenek listesi 4', { exact: true }).fill('10.000 ₺ altı\n10.000 ₺ ve üstü');
    await addField(5, 'Hangi hizmet?', 'Seçim');
    await admin.getByLabel('Seçenekler nereden 5', { exact: true }).selectOption({ label: 'Sitenin hizmetleri' });
    await admin.getByLabel('Birden fazla seçilebilir 5', { exact: true }).check();
    await addField(6, 'Telefon', 'Telefon');
    expect(await admin.getByLabel('Alan adı 4', { exact: true }).inputValue()).toBe('butceniz');

    // The phone one place up with the keyboard, each key after dnd-kit's announcement.
    await admin.getByRole('button', { name: 'Sürükleyerek taşı: 6. Telefon' }).focus();
    await admin.keyboard.press('Space');
    await admin.getByText(/^6\. Telefon(, 6\. sıranın üzerinde| taşınmak için seçildi)\.$/).waitFor({ state: 'attached' });
    await keyboardDragListening(admin);
    await admin.keyboard.press('ArrowUp');
    await admin.getByText('6. Telefon, 5. sıranın üzerinde.').waitFor({ state: 'attached' });
    await admin.keyboard.press('Space');
    await admin.getByRole('button', { name: 'Sürükleyerek taşı: 5. Telefon' }).waitFor();

    await admin.locator('#root_thank_you_text').fill('Teşekkürler, 24 saat içinde döneceğiz!');
    await admin.locator('#root_disclosure_text').fill('Kişisel verileriniz teklif hazırlamak için işlenir.');
    await admin.keyboard.press('Control+s');
    await admin.getByText('Form oluşturuldu', { exact: true }).first().waitFor();
    const [form] = await sql<{ id: string; names: string[] }>(`select id, jsonb_path_query_array(fields, '$[*].name') as names from forms where title = 'Kış teklif formu'`);
    expect(form!.names).toEqual(['name', 'email', 'message', 'butceniz', 'telefon', 'hangi_hizmet']);

    const [created] = await sql<{ id: string }>(`insert into pages (title, slug, content, published) values ('Kış Kampanyası', 'kis-kampanyasi', '<p>Kampanya koşulları.</p>', false) returning id`);
    await admin.goto(`${e.t.url}/admin/pages/${created!.id}`);
    await admin.locator('#root_title').waitFor();
    await admin.getByRole('button', { name: 'Blok Ekle' }).click();
    const picker = admin.getByRole('dialog', { name: 'Blok Ekle' });
    await picker.getByRole('button', { name: /^Form/ }).click();
    await picker.waitFor({ state: 'hidden' });
    await admin.locator('#root_blocks_0_data_form_id').selectOption({ label: 'Kış teklif formu' });
    await admin.locator('#root_blocks_0_data_title').fill('Teklif alın');
    await admin.locator('#root_landing_page').check();
    await admin.locator('#root_published').check();
    await admin.keyboard.press('Control+s');
    await admin.getByText('Sayfa güncellendi', { exact: true }).first().waitFor();
    expect(adminErrors).toEqual([]);

    const context = await e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${e.t.url}/kis-kampanyasi?utm_campaign=kis-2026`);
    await waitForHydration(page);
    const visitor = page.getByRole('form', { name: 'Teklif alın' });
    await visitor.getByLabel('Ad Soyad').fill('Deniz Kaya');
    await visitor.getByLabel('E-posta').fill('deniz@example.com');
    await visitor.getByLabel('Mesajınız').fill('Kışa hazır bir site istiyoruz.');
    await visitor.getByLabel('Telefon').fill('0555 000 00 00');
    await visitor.getByRole('group', { name: 'Hangi hizmet?' }).getByLabel('Grafik Tasarım').check();
    await visitor.getByRole('button', { name: 'Gönder' }).click();
    // The required choice left empty: its message at the field, nothing sent.
    await visitor.getByText('Lütfen bir seçenek seçin.').waitFor();
    expect(await visitor.getByLabel('Bütçeniz?').getAttribute('aria-invalid')).toBe('true');
    await visitor.getByLabel('Bütçeniz?').selectOption('10.000 ₺ ve üstü');
    await visitor.getByRole('button', { name: 'Gönder' }).click();
    await page.getByRole('status').getByText('Teşekkürler, 24 saat içinde döneceğiz!').waitFor({ timeout: 60_000 });

    const rows = await sql(`select form_id, answers, name, email, phone, consent_text, source_path, utm_campaign from contact_messages where email = 'deniz@example.com'`);
    expect(rows).toEqual([
      {
        form_id: form!.id,
        name: 'Deniz Kaya',
        email: 'deniz@example.com',
        phone: '0555 000 00 00',
        consent_text: 'Kişisel verileriniz teklif hazırlamak için işlenir.',
        source_path: '/kis-kampanyasi',
        utm_campaign: 'kis-2026',
        answers: [
          { name: 'name', label: 'Ad Soyad', value: 'Deniz Kaya' },
          { name: 'email', label: 'E-posta', value: 'deniz@example.com' },
          { name: 'message', label: 'Mesajınız', value: 'Kışa hazır bir site istiyoruz.' },
          { name: 'butceniz', label: 'Bütçeniz?', value: '10.000 ₺ ve üstü' },
          { name: 'telefon', label: 'Telefon', value: '0555 000 00 00' },
          { name: 'hangi_hizmet', label: 'Hangi hizmet?', value: ['Grafik Tasarım'] },
        ],
      },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});

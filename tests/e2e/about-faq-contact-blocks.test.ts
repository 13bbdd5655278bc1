/**
 * About, FAQ and the contact page's quick answers are pages built from blocks. The server's
 * HTML of /about has the seeded sections in order (story, numbers, values, team) with their
 * texts; the numbers are one library block, so an edit of it changes / and
 * /about alike; /faq says VAT is 20%; /contact shows the working hours from the site settings
 * and its questions from the page 'contact'. The story, the FAQ categories and the contact
 * questions are laid out as before they became blocks (looks 'story', 'list', 'page-end').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../helpers/e2e.ts';

describe('About, FAQ and contact as blocks', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.close();
  });

  const mainHtml = async (path: string) => {
    const r = await fetch(`${e.t.url}${path}`);
    expect(r.status).toBe(200);
    const html = await r.text();
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };
  const inOrder = (html: string, texts: string[]) => {
    const at = texts.map((t) => html.indexOf(t));
    expect(texts.filter((_, i) => at[i] === -1)).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  };

  it('renders About\'s seeded blocks in order with their texts, on the server', async () => {
    const html = await mainHtml('/about');
    expect([...html.matchAll(/data-block="([a-z-]+)"/g)].map((m) => m[1])).toEqual(['image-text', 'numbers', 'values', 'team']);
    inOrder(html, [
      '>Dijitalde fark yaratan bir ekibiz</h1>',
      '2018&#x27;den bu yana markaların hikâyelerini',
      '>Hikayemiz</h2>',
      'Yeşil Dijital, 2018 yılında Levent&#x27;te üç kişilik bir ekiple kuruldu.',
      // Look 'story': the text first in the markup (above the picture on a phone), as before blocks.
      'alt="Yeşil Dijital ekibi ofiste"',
      '>150+</p>',
      '>Mutlu Müşteri</p>',
      '>7/24</p>',
      '>Değerlerimiz</h2>',
      'Birlikte çalıştığımız her markaya aynı ilkelerle yaklaşıyoruz.',
      '>Sonuç Odaklılık</h3>',
      '>Tutku</h3>',
      '>Ekibimiz</h2>',
      'Markanızın dijital yolculuğunda yanınızda olacak uzmanlarla tanışın.',
    ]);
    const { rows: team } = await e.t.server.ctx.db.admin.query<{ name: string }>(`select name from team_members where published order by sort_order, created_at`);
    inOrder(html, team.map((m) => `>${m.name}</h3>`));
  });

  it('says VAT is 20% on /faq and /contact, with the FAQ categories, the call to action and the working hours', async () => {
    const faq = await mainHtml('/faq');
    expect([...faq.matchAll(/data-block="([a-z-]+)"/g)].map((m) => m[1])).toEqual(['faq', 'faq', 'faq', 'faq', 'faq', 'cta']);
    inOrder(faq, ['>Sıkça Sorulan Sorular</h1>', '>Genel</h2>', '>Fiyatlandırma</h2>', 'Belirtilen fiyatlara %20 KDV dahil değildir.', '>SEO</h2>', 'Sorunuzun yanıtını bulamadınız mı?', 'href="tel:+902125550123"']);
    expect(faq).not.toContain('%18');

    const contact = await mainHtml('/contact');
    inOrder(contact, ['>İletişim</h1>', '>Çalışma Saatleri</h3>', 'Pazartesi - Cuma: 09:00 - 18:00', 'Cumartesi: 10:00 - 16:00', 'data-block="faq"', 'Fiyatlara %20 KDV dahil değildir.']);
    expect(contact).not.toContain('%18');

    // The hours are the settings' (no copy in the code): an edit shows on /contact.
    await e.t.server.ctx.db.admin.query(`update site_settings set working_hours = E'Her gün: 08:00 - 20:00'`);
    await expect.poll(async () => {
      const html = await mainHtml('/contact');
      return [html.includes('Her gün: 08:00 - 20:00'), html.includes('Cumartesi: 10:00 - 16:00')];
    }, { timeout: 30_000 }).toEqual([true, false]);
  });

  it('draws the story, the FAQ categories and the contact questions in the layout they had before blocks (1280 px)', async () => {
    // About's story, look 'story': text column 1.1 : 1 picture, the picture in its own proportions.
    const about = await e.open('/about');
    const story = await about.page.locator('[data-block="image-text"] section > div').evaluate((grid) => {
      const [text, img] = [grid.children[0]!, grid.children[1]!].map((el) => el.getBoundingClientRect());
      const picture = grid.querySelector('img')!;
      const shape = (w: number, h: number) => Math.round((h / w) * 100) / 100;
      return { first: grid.children[0]!.tagName, ratio: Math.round((text!.width / img!.width) * 100) / 100, shadow: getComputedStyle(picture).boxShadow !== 'none', shape: shape(img!.width, img!.height), own: shape(picture.naturalWidth, picture.naturalHeight) };
    });
    // The seeded picture is 3:2 (0.67), drawn so rather than cut to 4:3 (0.75).
    expect(story).toEqual({ first: 'DIV', ratio: 1.1, shadow: true, shape: 0.67, own: 0.67 });
    await about.page.close();

    // FAQ, look 'Sade liste': 40 px between one category's questions and the next heading, and before the call to action.
    const faq = await e.open('/faq');
    const gaps = await faq.page.evaluate(() => {
      const blocks = Array.from(document.querySelectorAll('[data-block]'));
      const gapsBetween: number[] = [];
      for (let i = 1; i < blocks.length; i++) {
        const prevList = blocks[i - 1]!.querySelector('details')!.parentElement!.getBoundingClientRect();
        const next = (blocks[i]!.querySelector('h2') ?? blocks[i]!.querySelector('section'))!;
        const top = blocks[i]!.getAttribute('data-block') === 'cta' ? blocks[i]!.querySelector('section')!.getBoundingClientRect().top : next.getBoundingClientRect().top;
        gapsBetween.push(Math.round(top - prevList.bottom));
      }
      return gapsBetween;
    });
    expect(gaps).toEqual([40, 40, 40, 40, 40]);
    await faq.page.close();

    // Contact, look 'page-end': a normal-size heading (1.5em of 16 px) in a 2rem frame.
    const contact = await e.open('/contact');
    const heading = await contact.page.locator('[data-block="faq"] h2').evaluate((h) => ({ size: getComputedStyle(h).fontSize, frame: getComputedStyle(h.parentElement!).paddingTop }));
    expect(heading).toEqual({ size: '24px', frame: '32px' });
    await contact.page.close();
  });

  it('an edit of the shared numbers library block by staff changes the home page and About', async () => {
    // Staff's client, as the admin's library block screen saves (that screen's form is tested with it).
    const staff = await e.t.signIn();
    const { data: block, error } = await staff.from('content_blocks').select('id, content, updated_at').eq('slug', 'rakamlar').eq('type', 'block').single();
    expect(error).toBeNull();
    const content = block!.content as { block_type: string; data: { items: { value: string }[] } };
    expect(content.block_type).toBe('numbers');
    expect(content.data.items[0]!.value).toBe('150+');
    content.data.items[0]!.value = '175+';
    const saved = await staff.from('content_blocks').update({ content, updated_at: block!.updated_at }).eq('id', block!.id).select('id');
    expect(saved.error).toBeNull();
    expect(saved.data).toHaveLength(1);
    for (const path of ['/', '/about']) {
      await expect.poll(async () => {
        const html = await mainHtml(path);
        return [html.includes('>175+</p>'), html.includes('>150+</p>')];
      }, { timeout: 30_000 }).toEqual([true, false]);
    }
  });
});

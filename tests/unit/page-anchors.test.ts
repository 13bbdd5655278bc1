/** "Sayfadaki bölüm" (issue 44 item 2): the anchors a link picker offers, from the page's current blocks. */
import { describe, expect, it } from 'vitest';
import { anchorsOf } from '../../src/admin/form/widgets/blocks/page-anchors.tsx';

describe('anchorsOf', () => {
  it('lists each non-empty anchor once, in the page order', () => {
    const blocks = [
      { data: { title: 'Giriş' } },
      { data: { anchor: 'hizmetler' } },
      { data: { anchor: '' } },
      { data: { anchor: 'teklif-formu' } },
      { data: { anchor: 'hizmetler' } },
      { ref: 'x' },
      { data: null },
    ];
    expect(anchorsOf(blocks)).toEqual(['hizmetler', 'teklif-formu']);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, validateContact } from '../../src/public/contact/send-message.ts';
import { hasVisibleText, INVISIBLE_CHARACTERS } from '../../src/public/contact/visible-text.ts';

describe('contact form: visible text', () => {
  const invisible = ['', '   ', '\t\n', '\u200b', '\u200c\u200d', '\u2060', '\ufeff', '\u00a0\u3000', '\u00ad', ' \u200b \u2060 \ufeff '];

  it.each(invisible.map((s) => [JSON.stringify(s), s]))('%s has no visible text', (_label, value) => {
    expect(hasVisibleText(value)).toBe(false);
  });

  it('text with an invisible character between visible ones is fine', () => {
    expect(hasVisibleText('Mer\u200bhaba')).toBe(true);
    expect(hasVisibleText('\u200bA')).toBe(true);
  });

  it('a zero-width name or message gets the Turkish field error and is not sent', () => {
    const errors = validateContact({ ...EMPTY_CONTACT, name: '\u200b\u200b', email: 'ayse@example.com', message: ' \u2060\ufeff ' });
    expect(errors).toEqual({ name: 'Lütfen adınızı yazın.', message: 'Lütfen mesajınızı yazın.' });
  });

  it('uses the same character list as the database check', () => {
    const sql = fs.readFileSync(new URL('../../supabase/migrations/20261123110000_public_form_guards.sql', import.meta.url), 'utf8');
    const fn = sql.slice(sql.indexOf('function private.has_visible_text'));
    expect(fn.match(/value ~ '\[\^([^\]]+)\]'/)?.[1]).toBe(INVISIBLE_CHARACTERS);
  });
});

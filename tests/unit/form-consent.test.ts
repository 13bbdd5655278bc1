/**
 * The contact disclosure staff edit in Site Ayarları starts as the built-in text the form shows
 * before the settings load: the column's default and the constant are the same words.
 */
import { describe, expect, it } from 'vitest';
import siteSettingsSchema from '../../generated/json-schema/site_settings.json' with { type: 'json' };
import { CONTACT_DISCLOSURE_TEXT } from '../../src/lib/form-consent.ts';

describe('contact disclosure text', () => {
  it('is the default of site_settings.contact_disclosure_text', () => {
    const property = (siteSettingsSchema as { properties: Record<string, { default?: unknown; maxLength?: number }> }).properties.contact_disclosure_text;
    expect(property?.default).toBe(CONTACT_DISCLOSURE_TEXT);
    // Each message stores it in contact_messages.consent_text (at most 2000 characters).
    expect(property?.maxLength).toBe(2000);
  });
});

import { describe, expect, it } from 'vitest';
import { coordinatesMapUrl, mapProviderName, openMapUrl, safeMapEmbedUrl } from '../../src/lib/map-embed.ts';

describe('safeMapEmbedUrl', () => {
  it('accepts a Google Maps iframe and returns only its URL', () => {
    const code = '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600" height="450" onload="alert(1)"></iframe>';
    expect(safeMapEmbedUrl(code)).toBe('https://www.google.com/maps/embed?pb=!1m18&x=1');
  });
  it('accepts OpenStreetMap and Yandex embeds', () => {
    expect(safeMapEmbedUrl('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4"></iframe>')).toContain('openstreetmap.org');
    expect(safeMapEmbedUrl('https://yandex.com.tr/map-widget/v1/?ll=28.97,41.00')).toContain('yandex.com.tr');
  });
  it('refuses other hosts, plain http, look-alike hosts and script URLs', () => {
    expect(safeMapEmbedUrl('<iframe src="https://evil.example/maps/embed"></iframe>')).toBeNull();
    expect(safeMapEmbedUrl('<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>')).toBeNull();
    expect(safeMapEmbedUrl('<iframe src="https://google.com.evil.io/maps/embed"></iframe>')).toBeNull();
    expect(safeMapEmbedUrl('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(safeMapEmbedUrl('<script>alert(1)</script>')).toBeNull();
    expect(safeMapEmbedUrl('')).toBeNull();
  });
  it('builds a coordinates fallback', () => {
    expect(coordinatesMapUrl(41.0082, 28.9784, 15)).toBe('https://maps.google.com/maps?q=41.0082,28.9784&z=15&output=embed');
  });
  it('links to the place in a new tab: by coordinates, or by the address without them', () => {
    expect(openMapUrl('Levent, İstanbul', 41.0812, 29.011)).toBe('https://www.google.com/maps/search/?api=1&query=41.0812%2C29.011');
    expect(openMapUrl('Büyükdere Cad. No: 185 & Levent', null, null)).toBe('https://www.google.com/maps/search/?api=1&query=B%C3%BCy%C3%BCkdere%20Cad.%20No%3A%20185%20%26%20Levent');
  });
  it("names the provider the placeholder says the map loads from", () => {
    expect(mapProviderName(coordinatesMapUrl(41, 29, 15))).toBe('Google Haritalar');
    expect(mapProviderName(safeMapEmbedUrl('https://www.google.com/maps/embed?pb=1')!)).toBe('Google Haritalar');
    expect(mapProviderName(safeMapEmbedUrl('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4')!)).toBe('OpenStreetMap');
    expect(mapProviderName(safeMapEmbedUrl('https://yandex.com.tr/map-widget/v1/?ll=28.97,41.00')!)).toBe('Yandex Haritalar');
    expect(mapProviderName(safeMapEmbedUrl('https://www.bing.com/maps/embed?h=400')!)).toBe('Bing Haritalar');
  });
});

import { describe, expect, it } from 'vitest';
import { checkUpload, fileTypeOf, MAX_UPLOAD_BYTES, extensionFor } from '../../src/admin/media/file-checks.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (bytes: number[] | string, name: string, type: string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('media upload checks', () => {
  it('accepts a real PNG and reports its type from the bytes', async () => {
    expect(await checkUpload(file(PNG, 'logo.png', 'image/png'))).toMatchObject({ contentType: 'image/png' });
    // No declared type: the bytes decide.
    expect(await checkUpload(file(PNG, 'logo', ''))).toMatchObject({ contentType: 'image/png' });
  });
  it('refuses a file whose bytes are not the type it claims', async () => {
    const result = await checkUpload(file('<html><script>alert(1)</script></html>', 'photo.jpg', 'image/jpeg'));
    expect(result).toEqual({ error: expect.stringContaining('desteklenmiyor') });
    const mismatch = await checkUpload(file(PNG, 'photo.jpg', 'image/jpeg'));
    expect(mismatch).toEqual({ error: expect.stringContaining('uyuşmuyor') });
  });
  it('refuses SVG (it can carry script) and empty files', async () => {
    const svg = await checkUpload(file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg', 'image/svg+xml'));
    expect('error' in svg).toBe(true);
    expect(await checkUpload(file([], 'bos.png', 'image/png'))).toEqual({ error: expect.stringContaining('boş') });
  });
  it('refuses files over the size limit with the limit in the message', async () => {
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'video.mp4', { type: 'video/mp4' });
    expect(await checkUpload(big)).toEqual({ error: expect.stringContaining('En fazla 50 MB') });
  });
  it('refuses non-images where only images are allowed', async () => {
    expect(await checkUpload(file('%PDF-1.7\n', 'teklif.pdf', 'application/pdf'), 'image')).toEqual({ error: expect.stringContaining('yalnızca görsel') });
    expect(await checkUpload(file('%PDF-1.7\n', 'teklif.pdf', 'application/pdf'))).toMatchObject({ contentType: 'application/pdf' });
  });
  it('derives file_type from the MIME prefix and takes the extension from the real type', () => {
    expect([fileTypeOf('image/webp'), fileTypeOf('video/mp4'), fileTypeOf('application/pdf')]).toEqual(['image', 'video', 'document']);
    expect([extensionFor('image/jpeg'), extensionFor('image/png'), extensionFor('application/vnd.openxmlformats-officedocument.wordprocessingml.document')]).toEqual(['jpg', 'png', 'docx']);
    expect(extensionFor('application/x-unknown')).toBe('bin');
  });
});

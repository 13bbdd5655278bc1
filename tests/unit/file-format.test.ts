import { describe, expect, it } from 'vitest';
import { fileFormatName } from '../../src/admin/media/file-format.ts';

describe('fileFormatName', () => {
  it('names formats as staff know them, never a MIME type', () => {
    expect(fileFormatName('image/png')).toBe('PNG');
    expect(fileFormatName('image/jpeg')).toBe('JPEG');
    expect(fileFormatName('image/webp')).toBe('WEBP');
    expect(fileFormatName('image/svg+xml')).toBe('SVG');
    expect(fileFormatName('application/pdf')).toBe('PDF');
    expect(fileFormatName('video/mp4')).toBe('MP4');
    expect(fileFormatName('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('Word');
    expect(fileFormatName('text/plain; charset=utf-8')).toBe('Düz metin');
    expect(fileFormatName('application/x-zip-compressed')).toBe('ZIP');
    expect(fileFormatName('audio/x-wav')).toBe('WAV');
    expect(fileFormatName(null)).toBe('Bilinmiyor');
  });
});

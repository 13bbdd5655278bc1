/**
 * A file's format as staff name it ("PNG", "JPEG", "PDF"), not its MIME type (image/png):
 * the media detail shows this under "Dosya biçimi".
 */
const NAMED: Record<string, string> = {
  'image/svg+xml': 'SVG',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'text/plain': 'Düz metin',
  'video/quicktime': 'MOV',
  'application/zip': 'ZIP',
  'application/x-zip-compressed': 'ZIP',
};

export function fileFormatName(mime: string | null | undefined): string {
  if (!mime) return 'Bilinmiyor';
  const type = mime.toLowerCase().split(';')[0]!.trim();
  if (NAMED[type]) return NAMED[type];
  const sub = type.split('/')[1] ?? type;
  return sub.replace(/^x-/, '').replace(/\+.*$/, '').toUpperCase();
}

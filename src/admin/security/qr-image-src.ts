/**
 * supabase-js hands the enrolment QR code over as `data:image/svg+xml;utf-8,<svg…>` with the
 * SVG unescaped; a '#' in it (colours) would end the URL early in an <img src>. Re-encode the
 * SVG part so the image always renders.
 */
export function qrImageSrc(qrCode: string): string {
  const comma = qrCode.indexOf(',');
  if (!qrCode.startsWith('data:image/svg+xml') || comma < 0) return qrCode;
  const header = qrCode.slice(0, comma);
  if (header.endsWith(';base64')) return qrCode;
  let svg = qrCode.slice(comma + 1);
  try {
    // Already percent-encoded data stays as it was.
    if (!svg.trimStart().startsWith('<')) svg = decodeURIComponent(svg);
  } catch {
    return qrCode;
  }
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

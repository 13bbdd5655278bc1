/** `1600 × 900`, or null when the size is not known (videos, documents, files uploaded before sizes were recorded). */
export function formatPixelSize(row: { width: number | null; height: number | null }): string | null {
  return row.width && row.height ? `${row.width} × ${row.height}` : null;
}

/** File size, then pixel size when known: `1,2 MB · 1600 × 900`. */
export function sizeSummary(fileSize: string, row: { width: number | null; height: number | null }): string {
  const pixels = formatPixelSize(row);
  return pixels ? `${fileSize} · ${pixels}` : fileSize;
}

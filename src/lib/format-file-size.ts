/**
 * Human-readable file sizes, base 1024.
 *
 * Deliberately uses the dot decimal separator ('1.5 KB', not the Turkish
 * '1,5 KB'): this is the documented behaviour of the old site's helper,
 * `parseFloat((bytes / 1024 ** i).toFixed(2)) + ' ' + unit`, and is kept as is.
 * Like that helper, a value that rounds up to 1024 stays in the lower unit
 * (1048575 → '1024 KB').
 */

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let i = 0;
  while (i < UNITS.length - 1 && bytes >= 1024 ** (i + 1)) i++;
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}

/** The library's search (Turkish-aware over name, alt text and caption) and type filter. */
import { matchesSearch } from '../../lib/turkish-search.ts';
import type { MediaFileType } from '../../../schema/media-library.ts';
import type { MediaRow } from './upload-media.ts';

export type MediaTypeFilter = 'all' | MediaFileType;

export const MEDIA_TYPE_FILTERS: readonly { value: MediaTypeFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'image', label: 'Görsel' },
  { value: 'video', label: 'Video' },
  { value: 'document', label: 'Doküman' },
];

export function filterMedia(rows: MediaRow[], query: string, type: MediaTypeFilter = 'all'): MediaRow[] {
  return rows.filter((r) => (type === 'all' || r.file_type === type) && matchesSearch(query, r.original_name, r.alt_text, r.caption));
}

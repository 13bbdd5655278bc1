/** The settings screen's error texts (spec part 2 §8), from a PostgREST error or any failure. */
import { SITE_SETTINGS_TEXTS as T } from '../../../schema/site-settings.ts';
import { EDIT_CONFLICT_TEXTS, isEditConflict } from '../data/edit-conflict.ts';

export function settingsSaveError(error: { code?: string; message?: string } | null | undefined): string {
  if (isEditConflict(error)) return EDIT_CONFLICT_TEXTS.message;
  if (error?.code === 'PGRST301') return T.notAuthorized;
  if (error?.code === 'PGRST116') return T.notFound;
  // Our RLS answers 42501 "permission denied" / "row-level security"; both mean: not an admin.
  if (error?.message && /permission|row-level security/i.test(error.message)) return T.permission;
  return T.saveErrorPrefix + (error?.message || T.unknownError);
}

/** Latitude/longitude/zoom as stored: invalid or empty values fall back to the defaults. */
export function mapCoordinates(lat: unknown, lng: unknown, zoom: unknown): { map_latitude: number; map_longitude: number; map_zoom_level: number } {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v.replace(',', '.')) : NaN);
  const la = num(lat);
  const lo = num(lng);
  const z = Math.round(num(zoom));
  return {
    map_latitude: Number.isFinite(la) && la >= -90 && la <= 90 ? la : 41.0082,
    map_longitude: Number.isFinite(lo) && lo >= -180 && lo <= 180 ? lo : 28.9784,
    map_zoom_level: Number.isFinite(z) && z >= 1 && z <= 20 ? z : 15,
  };
}

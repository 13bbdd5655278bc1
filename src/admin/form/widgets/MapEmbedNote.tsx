/** Whether pasted map code will be shown on the contact page (only known providers' iframes). */
import { safeMapEmbedUrl } from '../../../lib/map-embed.ts';

export const MAP_CODE_VALID = 'Geçerli harita kodu';
export const MAP_CODE_REJECTED = 'Bu kod kabul edilmiyor: yalnızca Google Maps, OpenStreetMap, Yandex veya Bing Haritalar iframe kodları kabul edilir. Geçersiz kodda iletişim sayfası aşağıdaki koordinatlarla haritayı gösterir.';

export function MapEmbedNote({ code }: { code: string }) {
  if (!code.trim()) return <span>Boş bırakılırsa harita aşağıdaki koordinatlarla gösterilir.</span>;
  const ok = safeMapEmbedUrl(code) !== null;
  return <span css={(theme) => ({ color: ok ? theme.color.success : theme.color.warning })}>{ok ? MAP_CODE_VALID : MAP_CODE_REJECTED}</span>;
}

/** Icons by the names stored in content (a service's icon, a stat's icon). */
import { Zap, type LucideIcon } from 'lucide-react';
import * as ICON_SET from './icon-set.ts';

export const ICONS: Readonly<Record<string, LucideIcon>> = ICON_SET;

/** The icon of a stored name, or the fallback when the name is unknown. */
export function iconByName(name: string | null | undefined, fallback: LucideIcon = Zap): LucideIcon {
  return (name && Object.hasOwn(ICONS, name) && ICONS[name]) || fallback;
}

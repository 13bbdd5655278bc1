/**
 * The site settings' brand colours and fonts as CSS variables on :root (src/lib/brand-theme.ts).
 * A <Global> style: the server's render puts it in the page's head with Emotion's other
 * styles, so the first paint already has the chosen look, and hydration keeps it.
 */
import { Global } from '@emotion/react';
import { useMemo } from 'react';
import { brandVariables } from '../../lib/brand-theme.ts';
import { useSite } from '../site-context.tsx';

export function BrandStyles() {
  const { settings } = useSite();
  const brandColors = settings?.brand_colors;
  const typography = settings?.typography;
  const styles = useMemo(() => ({ ':root': brandVariables({ brand_colors: brandColors, typography }) }), [brandColors, typography]);
  return <Global styles={styles} />;
}

/**
 * The public site: light theme, shared header and footer, one lazy chunk per route of the
 * route table. The same tree renders on the server (entry-server.tsx) and hydrates in the
 * browser with the server's data. Toasts (notistack) are only needed by the contact form, which
 * loads them when it sends (src/public/ui/use-lazy-toasts.tsx).
 */
import { Global, ThemeProvider } from '@emotion/react';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { publicTheme } from '../lib/theme.ts';
import { Layout } from './layout/Layout.tsx';
import { consentBannerStyles } from './consent/ConsentBanner.tsx';
import { AnalyticsIsland, ConsentBannerIsland } from './islands/parts.tsx';
import { FirstLocationProvider } from './routes/first-location.tsx';
import { PUBLIC_ROUTES } from './routes/table.ts';
import { RoutePage } from './routes/RoutePage.tsx';
import { SiteProvider } from './site-context.tsx';
import { useInitialState } from './ssr/initial-state.tsx';
import { Spinner } from './ui/Spinner.tsx';
import { uiClasses } from './ui/ui-classes.ts';
import { FONTS_CLASS, HEADINGS_CLASS } from '../lib/font-loading.ts';
import { brandVar } from '../lib/brand-theme.ts';
import { BrandStyles } from './theme/BrandStyles.tsx';

export default function PublicSite() {
  const initial = useInitialState();
  const seed = initial && { rows: initial.site, apiUrl: initial.apiUrl, origin: initial.origin, renderedAt: initial.renderedAt };
  return (
    <ThemeProvider theme={publicTheme}>
      <Global
        styles={(theme) => ({
          '*, *::before, *::after': { boxSizing: 'border-box' },
          // Inter once its files are in the browser (src/lib/font-loading.ts); its metric twin until
          // then, but for the first page's headings once the files have come.
          body: { margin: 0, fontFamily: theme.font.fallback, color: theme.color.text, background: theme.color.background, lineHeight: 1.6 },
          [`html.${FONTS_CLASS} body`]: { fontFamily: theme.font.body },
          'h1, h2, h3, h4': { lineHeight: 1.2, fontFamily: brandVar('--font-heading') },
          [['h1', 'h2', 'h3', 'h4'].flatMap((h) => [`html.${FONTS_CLASS} ${h}`, `html.${HEADINGS_CLASS} ${h}`]).join(', ')]: { fontFamily: theme.font.heading },
          img: { maxWidth: '100%', height: 'auto' },
          a: { color: theme.color.primaryDark },
          ...uiClasses(theme),
          ...consentBannerStyles,
        })}
      />
      <SiteProvider seed={seed}>
        <FirstLocationProvider>
          <BrandStyles />
          <AnalyticsIsland />
          <Layout>
            <Suspense fallback={<Spinner />}>
              <Routes>
                {PUBLIC_ROUTES.map((route) => (
                  <Route key={route.id} path={route.path} element={<RoutePage key={route.id} route={route} />} />
                ))}
                {/* The 'home' CMS page is the home page (the server answers /home with a 301). */}
                <Route path="/home" element={<Navigate to="/" replace />} />
              </Routes>
            </Suspense>
          </Layout>
          <ConsentBannerIsland />
        </FirstLocationProvider>
      </SiteProvider>
    </ThemeProvider>
  );
}

/**
 * The admin panel under /admin: dark theme, toasts bottom-left (toast-options.ts; errors stay until closed or
 * the screen changes: use-snackbar.tsx), the sign-in screen, and
 * every other screen inside the guarded shell. Screens are lazy chunks of their own.
 */
import { ThemeProvider } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import { lazy } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { RESOURCES, type ResourceRoute } from '../../generated/admin/resources.ts';
import { adminTheme } from '../lib/theme.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { RoutePageRedirect } from './bespoke/RoutePageRedirect.tsx';
import { AdminDataProvider } from './data/AdminDataProvider.tsx';
import LoginPage from './login/LoginPage.tsx';
import SetPasswordPage from './login/SetPasswordPage.tsx';
import { AdminLayout } from './shell/AdminLayout.tsx';
import AdminNotFound from './shell/AdminNotFound.tsx';
import { RenamedScreenRedirect } from './shell/RenamedScreenRedirect.tsx';
import { RENAMED_ADMIN_PATHS } from './shell/renamed-paths.ts';
import { Screen } from './shell/Screen.tsx';
import { AdminGlobalStyles } from './ui/AdminGlobalStyles.tsx';
import { TOAST_OPTIONS } from './ui/toast-options.ts';
import { StaleToastSweeper } from './ui/use-snackbar.tsx';

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const SecurityScreen = lazy(() => import('./security/SecurityScreen.tsx'));
const ResourceScreen = lazy(() => import('./resource/ResourceScreen.tsx'));
const SingleRecordScreen = lazy(() => import('./form/SingleRecordScreen.tsx'));

/** Screens that are not generated from a resource config. */
const BESPOKE = [
  { path: 'media', title: 'Medya Kütüphanesi', Component: lazy(() => import('./bespoke/MediaLibrary.tsx')) },
  { path: 'newsletter', title: 'Bülten Aboneleri', Component: lazy(() => import('./bespoke/NewsletterScreen.tsx')) },
  { path: 'trash', title: 'Çöp Kutusu', Component: lazy(() => import('./editorial/TrashScreen.tsx')) },
  { path: 'audit-log', title: 'İşlem Kaydı', Component: lazy(() => import('./audit/AuditLogScreen.tsx')) },
  { path: 'users', title: 'Kullanıcılar', Component: lazy(() => import('./users/UsersScreen.tsx')) },
  { path: 'outbox', title: 'E-posta kutusu', Component: lazy(() => import('./outbox/OutboxScreen.tsx')) },
  { path: 'smtp', title: 'E-posta (SMTP)', Component: lazy(() => import('./mail-settings/SmtpSettingsScreen.tsx')) },
  { path: 'personal-data', title: 'Kişisel veri talepleri', Component: lazy(() => import('./privacy/PersonalDataScreen.tsx')) },
  { path: 'backups', title: 'Yedekler', Component: lazy(() => import('./backups/BackupsScreen.tsx')) },
] as const;

const GENERIC = RESOURCES.filter((r) => r.screen === 'resource');
/** Globals: one record each (site settings, SEO), on the generic single-record screen. */
const GLOBALS = RESOURCES.filter((r) => r.screen === 'global');

/** /admin/<route>/new and /admin/<route>/<id>: the item's editor (a page, or the list with its dialog). */
function ResourceItem({ route }: { route: ResourceRoute }) {
  return <ResourceScreen route={route} item={useParams().item} />;
}

export default function AdminApp() {
  return (
    <ThemeProvider theme={adminTheme}>
      <AdminGlobalStyles />
      <SnackbarProvider {...TOAST_OPTIONS}>
        <StaleToastSweeper />
        <AuthProvider>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="sifre-belirle" element={<SetPasswordPage />} />
            <Route
              element={
                <RequireAuth>
                  {/* One data cache for the signed-in screens, new at every sign-in. */}
                  <AdminDataProvider>
                    <AdminLayout />
                  </AdminDataProvider>
                </RequireAuth>
              }
            >
              <Route
                index
                element={
                  <Screen key="dashboard" title="Kontrol Paneli">
                    <Dashboard />
                  </Screen>
                }
              />
              <Route
                path="security"
                element={
                  <Screen key="security" title="Güvenlik">
                    <SecurityScreen />
                  </Screen>
                }
              />
              {GENERIC.map(({ route, title }) => (
                <Route
                  key={route}
                  path={route}
                  element={
                    // The same key as the item route below: closing the dialog of /admin/menus/new
                    // keeps the screen (and its loaded list) instead of remounting it.
                    <Screen key={route} title={title}>
                      <ResourceScreen route={route} />
                    </Screen>
                  }
                />
              ))}
              {GENERIC.map(({ route, title }) => (
                <Route
                  key={`${route}/:item`}
                  path={`${route}/:item`}
                  element={
                    <Screen key={route} title={title}>
                      <ResourceItem route={route} />
                    </Screen>
                  }
                />
              ))}
              {GLOBALS.map(({ route, title }) => (
                <Route
                  key={route}
                  path={route}
                  element={
                    <Screen key={route} title={title}>
                      <SingleRecordScreen route={route} />
                    </Screen>
                  }
                />
              ))}
              {BESPOKE.map(({ path, title, Component }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Screen key={path} title={title}>
                      <Component />
                    </Screen>
                  }
                />
              ))}
              {/* The About editor of the specification: the page 'about' in the pages screen. */}
              <Route
                path="about"
                element={
                  <Screen key="about" title="Hakkımızda">
                    <RoutePageRedirect slug="about" title="Hakkımızda" />
                  </Screen>
                }
              />
              {Object.keys(RENAMED_ADMIN_PATHS).map((old) => (
                <Route key={old} path={`${old}/*`} element={<RenamedScreenRedirect />} />
              ))}
              <Route
                path="*"
                element={
                  <Screen key="not-found" title="Sayfa bulunamadı">
                    <AdminNotFound />
                  </Screen>
                }
              />
            </Route>
          </Routes>
        </AuthProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

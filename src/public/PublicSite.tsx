/**
 * The public site: light theme, shared header and footer, one lazy chunk per route. Toasts
 * (notistack) are only needed by the contact form, so only the contact page loads them.
 */
import { Global, ThemeProvider } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { publicTheme } from '../lib/theme.ts';
import { Layout } from './layout/Layout.tsx';
import { Analytics } from './seo/Analytics.tsx';
import { SiteProvider } from './site-context.tsx';
import { Spinner } from './ui/Spinner.tsx';
import { uiClasses } from './ui/ui-classes.ts';

const HomePage = lazy(() => import('./pages/HomePage.tsx'));
const AboutPage = lazy(() => import('./pages/AboutPage.tsx'));
const ServicesPage = lazy(() => import('./pages/ServicesPage.tsx'));
const ServiceDetailPage = lazy(() => import('./pages/ServiceDetailPage.tsx'));
const ProjectsPage = lazy(() => import('./pages/ProjectsPage.tsx'));
const ProjectDetailPage = lazy(() => import('./pages/ProjectDetailPage.tsx'));
const BlogPage = lazy(() => import('./pages/BlogPage.tsx'));
const BlogPostPage = lazy(() => import('./pages/BlogPostPage.tsx'));
const ContactPage = lazy(() => import('./pages/ContactPage.tsx'));
const FaqPage = lazy(() => import('./pages/FaqPage.tsx'));
const CmsPage = lazy(() => import('./pages/CmsPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));

export default function PublicSite() {
  return (
    <ThemeProvider theme={publicTheme}>
      <Global
        styles={(theme) => ({
          '*, *::before, *::after': { boxSizing: 'border-box' },
          body: { margin: 0, fontFamily: theme.font.body, color: theme.color.text, background: theme.color.background, lineHeight: 1.6 },
          'h1, h2, h3, h4': { fontFamily: theme.font.heading, lineHeight: 1.2 },
          img: { maxWidth: '100%', height: 'auto' },
          a: { color: theme.color.primaryDark },
          ...uiClasses(theme),
        })}
      />
        <SiteProvider>
          <Analytics />
          <Layout>
            <Suspense fallback={<Spinner />}>
              <Routes>
                <Route index element={<HomePage />} />
                <Route path="about" element={<AboutPage />} />
                <Route path="services" element={<ServicesPage />} />
                <Route path="services/:slug" element={<ServiceDetailPage />} />
                <Route path="projects" element={<ProjectsPage />} />
                <Route path="projects/:slug" element={<ProjectDetailPage />} />
                <Route path="blog" element={<BlogPage />} />
                <Route path="blog/:slug" element={<BlogPostPage />} />
                <Route path="contact" element={<ContactPage />} />
                <Route path="faq" element={<FaqPage />} />
                <Route path=":slug" element={<CmsPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </Layout>
        </SiteProvider>
    </ThemeProvider>
  );
}

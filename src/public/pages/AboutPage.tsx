/**
 * About: the CMS page 'about' drawn like any page built from blocks (its title band, then its
 * story, numbers, values and team blocks); the numbers are a library block the home page shows
 * too, so both pages show the same figures. Its SEO stays the fixed route's (routes/table.ts).
 */
import type { AboutData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { PageHero } from '../ui/PageHero.tsx';
import CmsPage from './CmsPage.tsx';

export default function AboutPage(props: PageProps<AboutData>) {
  // No published about page: the route's title band, not a 404 (the URL is in the menus).
  if (!props.data.page) return <PageHero title={STATIC_PAGES.about.title} subtitle={STATIC_PAGES.about.description} />;
  // Its blocks are the whole body: the page form offers About no İçerik (schema/pages.ts hiddenWhen).
  return <CmsPage {...props} data={{ ...props.data, page: { ...props.data.page, content: '' } }} />;
}

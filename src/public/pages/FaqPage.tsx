/**
 * FAQ: the CMS page 'faq' drawn like any page built from blocks (its questions are faq blocks,
 * one per category, and the call to action under them a cta block), all edited by staff.
 */
import type { FaqData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { STATIC_PAGES } from '../seo/page-meta.ts';
import { PageHero } from '../ui/PageHero.tsx';
import CmsPage from './CmsPage.tsx';

export default function FaqPage(props: PageProps<FaqData>) {
  // No published faq page: the route's title band, not a 404 (the URL is in the menus).
  if (!props.data.page) return <PageHero title={STATIC_PAGES.faq.title} subtitle={STATIC_PAGES.faq.description} />;
  return <CmsPage {...props} />;
}

/**
 * The public site's islands: each interactive part, as pages render it (islands/island.tsx).
 * Everything else on a page is HTML only. A name here is the runtime's key (islands/registry.ts).
 */
import { Analytics } from '../seo/Analytics.tsx';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import { ConsentSettingsButton } from '../consent/ConsentSettingsButton.tsx';
import { ContactForm } from '../contact/ContactForm.tsx';
import { ContactMap } from '../contact/ContactMap.tsx';
import { Header } from '../layout/Header.tsx';
import { NewsletterForm } from '../newsletter/NewsletterForm.tsx';
import { NewsletterConfirm } from '../newsletter/NewsletterConfirm.tsx';
import { NewsletterUnsubscribe } from '../newsletter/NewsletterUnsubscribe.tsx';
import { ProjectsFilter } from '../pages/ProjectsFilter.tsx';
import { BackButton } from '../ui/BackButton.tsx';
import { VideoPlayer } from '../video/VideoPlayer.tsx';
import { island } from './island.tsx';

export const HeaderIsland = island('header', Header);
export const ConsentBannerIsland = island('consent-banner', ConsentBanner);
export const ConsentSettingsIsland = island('consent-settings', ConsentSettingsButton);
export const AnalyticsIsland = island('analytics', Analytics);
export const NewsletterFormIsland = island('newsletter-form', NewsletterForm, 'visible');
export const ContactFormIsland = island('contact-form', ContactForm, 'visible');
export const ContactMapIsland = island('contact-map', ContactMap, 'visible');
export const ProjectsFilterIsland = island('projects-filter', ProjectsFilter);
export const VideoIsland = island('video', VideoPlayer, 'visible');
export const BackButtonIsland = island('back-button', BackButton);
export const NewsletterConfirmIsland = island('newsletter-confirm', NewsletterConfirm);
export const NewsletterUnsubscribeIsland = island('newsletter-unsubscribe', NewsletterUnsubscribe);

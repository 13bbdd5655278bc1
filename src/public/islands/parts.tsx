/**
 * The public site's islands: each interactive part, as pages render it (islands/island.tsx).
 * Everything else on a page is HTML only. A name here is the runtime's key (islands/registry.ts);
 * the styles named with an island are its classes, written by the server (islands/README.md).
 */
import { Analytics } from '../seo/Analytics.tsx';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import { ConsentSettingsButton } from '../consent/ConsentSettingsButton.tsx';
import { ContactForm } from '../contact/ContactForm.tsx';
import { ContactMap } from '../contact/ContactMap.tsx';
import { FormView } from '../forms/FormView.tsx';
import { Header } from '../layout/Header.tsx';
import { NewsletterForm } from '../newsletter/NewsletterForm.tsx';
import { NewsletterConfirm } from '../newsletter/NewsletterConfirm.tsx';
import { NewsletterUnsubscribe } from '../newsletter/NewsletterUnsubscribe.tsx';
import { PreviewApproval } from '../routes/PreviewApproval.tsx';
import { BackButton } from '../ui/BackButton.tsx';
import { VideoPlayer } from '../video/VideoPlayer.tsx';
import { island } from './define.tsx';
import { headerStyles } from '../layout/header.styles.ts';
import { consentStyles } from '../consent/consent.styles.ts';
import { newsletterStyles } from '../newsletter/newsletter.styles.ts';
import { linkActionStyles } from '../newsletter/link-action.styles.ts';
import { formStyles } from '../forms/forms.styles.ts';
import { mapStyles } from '../contact/map.styles.ts';
import { videoStyles } from '../video/video.styles.ts';
import { previewApprovalStyles } from '../routes/preview-approval.styles.ts';

export const HeaderIsland = island('header', Header, 'idle', headerStyles);
export const ConsentBannerIsland = island('consent-banner', ConsentBanner, 'idle', consentStyles);
export const ConsentSettingsIsland = island('consent-settings', ConsentSettingsButton);
export const AnalyticsIsland = island('analytics', Analytics);
export const NewsletterFormIsland = island('newsletter-form', NewsletterForm, 'visible', newsletterStyles);
export const ContactFormIsland = island('contact-form', ContactForm, 'visible', formStyles);
export const FormIsland = island('form', FormView, 'visible', formStyles);
export const ContactMapIsland = island('contact-map', ContactMap, 'visible', mapStyles);
export const VideoIsland = island('video', VideoPlayer, 'visible', videoStyles);
export const BackButtonIsland = island('back-button', BackButton);
export const PreviewApprovalIsland = island('preview-approval', PreviewApproval, 'idle', previewApprovalStyles);
export const NewsletterConfirmIsland = island('newsletter-confirm', NewsletterConfirm, 'idle', linkActionStyles);
export const NewsletterUnsubscribeIsland = island('newsletter-unsubscribe', NewsletterUnsubscribe, 'idle', linkActionStyles);

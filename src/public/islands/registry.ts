/**
 * Every island by name (islands/island.tsx), for the islands runtime. The ones nearly every
 * page has travel in the runtime's own file; the others load when a page has them.
 */
import type { ComponentType } from 'react';
import { Analytics } from '../seo/Analytics.tsx';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import { ConsentSettingsButton } from '../consent/ConsentSettingsButton.tsx';
import { Header } from '../layout/Header.tsx';
import { NewsletterForm } from '../newsletter/NewsletterForm.tsx';

type Island = ComponentType<never>;
const now = (component: unknown) => () => Promise.resolve(component as Island);
const later = (load: () => Promise<unknown>) => () => load() as Promise<Island>;

export const ISLANDS = {
  header: now(Header),
  'consent-banner': now(ConsentBanner),
  'consent-settings': now(ConsentSettingsButton),
  analytics: now(Analytics),
  'newsletter-form': now(NewsletterForm),
  'contact-form': later(() => import('../contact/ContactForm.tsx').then((m) => m.ContactForm)),
  form: later(() => import('../forms/FormView.tsx').then((m) => m.FormView)),
  'contact-map': later(() => import('../contact/ContactMap.tsx').then((m) => m.ContactMap)),
  video: later(() => import('../video/VideoPlayer.tsx').then((m) => m.VideoPlayer)),
  'preview-approval': later(() => import('../routes/PreviewApproval.tsx').then((m) => m.PreviewApproval)),
  'back-button': later(() => import('../ui/BackButton.tsx').then((m) => m.BackButton)),
  'newsletter-confirm': later(() => import('../newsletter/NewsletterConfirm.tsx').then((m) => m.NewsletterConfirm)),
  'newsletter-unsubscribe': later(() => import('../newsletter/NewsletterUnsubscribe.tsx').then((m) => m.NewsletterUnsubscribe)),
};

export type IslandName = keyof typeof ISLANDS;

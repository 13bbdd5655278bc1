-- Demo content, English (issue 41): the site in English too, as the agency would write it for
-- international clients, not word for word. Each row goes into its table's `<table>_translations`
-- (locale 'en'), found by the Turkish row's slug (or a menu's location, the settings' one row).
-- Published translations go live with their Turkish item; the Turkish drafts stay untranslated.

-- Settings: the texts visitors read (the name, logos and numbers are shared).
insert into public.site_settings_translations (item_id, locale, site_description, contact_address, working_hours, contact_disclosure_text)
select s.id, 'en',
  'Istanbul-based digital marketing agency: we grow brands with social media management, web development, e-commerce and creative production.',
  'Büyükdere Cad. No: 185, Levent, 34394 Şişli, Istanbul, Türkiye',
  'Monday to Friday, 9:00 to 18:00 (Istanbul time)',
  'We use the details you send only to answer your request. You can read how we handle personal data in our privacy notice.'
from public.site_settings s;

insert into public.seo_settings_translations (item_id, locale, site_tagline, default_meta_title, default_meta_description, default_meta_keywords)
select s.id, 'en',
  'We grow brands online',
  'Yeşil Dijital | Digital Marketing Agency in Istanbul',
  'Social media, web development, e-commerce and creative production from an Istanbul agency that measures what it does.',
  'digital marketing agency, social media management, web design, e-commerce, seo, istanbul'
from public.seo_settings s;

-- Menus: the same places, English labels and /en addresses.
insert into public.menus_translations (item_id, locale, items)
select m.id, 'en', t.items::jsonb
from public.menus m join (values
('header', '[
  {"label": "Home", "url": "/en", "type": "internal"},
  {"label": "About", "url": "/en/about", "type": "internal"},
  {"label": "Services", "url": "/en/services", "type": "internal"},
  {"label": "Work", "url": "/en/projects", "type": "internal"},
  {"label": "Blog", "url": "/en/blog", "type": "internal"},
  {"label": "Contact", "url": "/en/contact", "type": "internal"}
]'),
('footer-quick-links', '[
  {"label": "About us", "url": "/en/about", "type": "internal"},
  {"label": "Services", "url": "/en/services", "type": "internal"},
  {"label": "Our work", "url": "/en/projects", "type": "internal"},
  {"label": "Blog", "url": "/en/blog", "type": "internal"},
  {"label": "FAQ", "url": "/en/faq", "type": "internal"},
  {"label": "Contact", "url": "/en/contact", "type": "internal"}
]'),
('footer-services', '[
  {"label": "Social Media Management", "url": "/en/services/social-media-management", "type": "internal"},
  {"label": "Graphic Design", "url": "/en/services/graphic-design", "type": "internal"},
  {"label": "E-commerce", "url": "/en/services/e-commerce", "type": "internal"},
  {"label": "Video Editing", "url": "/en/services/video-editing", "type": "internal"},
  {"label": "Product Photography", "url": "/en/services/product-photography", "type": "internal"},
  {"label": "Web Development", "url": "/en/services/web-development", "type": "internal"}
]'),
('footer', '[
  {"label": "Privacy Policy", "url": "/gizlilik-politikasi", "type": "internal"},
  {"label": "Data Protection Notice (KVKK, in Turkish)", "url": "/kvkk-aydinlatma-metni", "type": "internal"},
  {"label": "Cookie Policy", "url": "/cerez-politikasi", "type": "internal"}
]')
) as t(location, items) on t.location = m.location and m.published;

-- The agency's numbers (the library block the home and About pages share).
insert into public.content_blocks_translations (item_id, locale, content)
values ('5eed0000-0000-4000-8000-000000000001', 'en', '{"block_type": "numbers", "data": {"items": [
    {"icon": "Users", "value": "150+", "label": "Happy clients", "color": "green"},
    {"icon": "Award", "value": "300+", "label": "Projects delivered", "color": "blue"},
    {"icon": "Clock", "value": "8+", "label": "Years in business", "color": "purple"},
    {"icon": "Heart", "value": "24/7", "label": "Support", "color": "pink"}]}}');

-- Pages: home, About, FAQ and contact (the legal pages stay Turkish: the law they follow is).
insert into public.pages_translations (item_id, locale, title, slug, content, blocks, excerpt, meta_title, meta_description, meta_keywords, published)
select p.id, 'en', t.title, p.slug, '', t.blocks::jsonb, t.excerpt, t.meta_title, t.meta_description, t.meta_keywords, true
from public.pages p join (values
('home', 'Home', '[
  {"id": "home-hero", "type": "hero", "data": {
    "title": "We grow your brand *online*",
    "subtitle": "Social media, e-commerce, video and web development under one roof: one team that plans, builds and measures everything your brand needs to grow.",
    "button_text": "Get a free proposal", "button_url": "/en/contact",
    "video_text": "See our work", "video_url": "/en/projects",
    "background_image": "/storage/v1/object/public/media/seed/hero.webp"}},
  {"id": "home-numbers", "ref": "5eed0000-0000-4000-8000-000000000001"},
  {"id": "home-services", "type": "services", "data": {
    "eyebrow": "What we do", "title": "End-to-end digital services for your brand",
    "intro": "From strategy to production, from websites to online stores.",
    "button_text": "All services", "button_url": "/en/services", "limit": 6, "anchor": "services"}},
  {"id": "home-projects", "type": "projects", "data": {
    "eyebrow": "Our work", "title": "Recent projects",
    "intro": "A few of the results we have delivered for brands across industries.",
    "button_text": "All projects", "button_url": "/en/projects", "limit": 6, "anchor": "work"}},
  {"id": "home-testimonials", "type": "testimonials", "data": {"title": "What our clients say", "limit": 6, "show_rating": true, "anchor": "testimonials"}},
  {"id": "home-cta", "type": "cta", "data": {
    "title": "Ready to take your brand *to the next level*?",
    "subtitle": "Tell us where you want to be and we will put together a growth plan for your brand. The first meeting is on us.",
    "button_text": "Book a free consultation", "button_url": "/en/contact",
    "secondary_text": "Browse our work", "secondary_url": "/en/projects",
    "notes": [
      {"icon": "Clock", "title": "Quick start", "text": "A plan within 24 hours"},
      {"icon": "Award", "title": "Senior team", "text": "5+ years of experience"},
      {"icon": "ShieldCheck", "title": "Results first", "text": "We report on what matters"}]}}
]', 'Your strategy, design and technology partner for growing online.',
 'Yeşil Dijital | Digital Marketing Agency in Istanbul',
 'Social media management, web development, e-commerce and creative production from an Istanbul agency that helps brands grow online.',
 'digital marketing, social media, web design, e-commerce'),
('about', 'A team that makes a difference online', '[
  {"id": "about-story", "type": "image-text", "data": {
    "title": "Our story",
    "text": "Yeşil Dijital started in 2018 as a team of three in Levent, Istanbul. The idea was simple: the strategic depth of a big agency with the speed of a small team.\n\nToday our designers, developers, content creators and performance marketers work with more than 150 brands in retail, healthcare, tourism and technology.\n\nEvery project starts with the same question: how will this help the brand grow? We measure everything we do, report it plainly and improve it together with our clients.",
    "image": "/storage/v1/object/public/media/seed/about-story.webp",
    "image_alt": "The Yeşil Dijital team at the office",
    "image_side": "right",
    "look": "story"}},
  {"id": "about-numbers", "ref": "5eed0000-0000-4000-8000-000000000001"},
  {"id": "about-values", "type": "values", "data": {
    "anchor": "values",
    "title": "What we stand for",
    "intro": "The same principles for every brand we work with.",
    "items": [
      {"icon": "Target", "title": "Results", "description": "Every campaign starts with clear goals and is judged on real data."},
      {"icon": "Users", "title": "Partnership", "description": "We work as part of your team and make decisions with you, not for you."},
      {"icon": "Award", "title": "Craft", "description": "From design to code, we sweat the details."},
      {"icon": "Heart", "title": "Passion", "description": "We love what we do, and it shows in every project."}]}},
  {"id": "about-team", "type": "team", "data": {
    "anchor": "team",
    "title": "Meet the team",
    "intro": "The people who will be with you at every step of your brand''s digital journey."}}
]', 'Since 2018 we have been helping brands reach the right audience, on the right channel, with results you can measure.',
 null, null, null),
('faq', 'Frequently asked questions', '[
  {"id": "faq-general", "type": "faq", "data": {"look": "list", "title": "Working with us", "items": [
    {"question": "Which industries do you work with?", "answer": "Brands of every size in retail, healthcare, tourism, technology and more. Many of our clients sell abroad, so we work in Turkish and English."},
    {"question": "How do we get started?", "answer": "With a free introductory call. We listen to your goals, then send a tailored proposal and a roadmap."},
    {"question": "Do you offer support after launch?", "answer": "Yes. Every project includes three months of free support, followed by optional maintenance plans."}]}},
  {"id": "faq-pricing", "type": "faq", "data": {"look": "list", "title": "Pricing and payment", "items": [
    {"question": "What are your payment terms?", "answer": "Projects are billed in two parts: 50% upfront and 50% on delivery. Monthly services are invoiced at the start of each month."},
    {"question": "Do your prices include VAT?", "answer": "No. Turkish VAT (20%) is added to the prices we quote."},
    {"question": "Is the ad budget included in the fee?", "answer": "No. Ad spend is planned separately; we recommend a monthly campaign budget of at least 5,000 TL."}]}},
  {"id": "faq-web", "type": "faq", "data": {"look": "list", "title": "Web design and development", "items": [
    {"question": "How long does a website take?", "answer": "Between two and eight weeks, depending on scope. A typical company site takes four to six weeks."},
    {"question": "Can we update the site ourselves?", "answer": "Yes. Every site comes with an easy content management panel, and we train your team to use it."},
    {"question": "Will the site work on phones?", "answer": "Always. We design and test every site for phones, tablets and desktops."}]}},
  {"id": "faq-marketing", "type": "faq", "data": {"look": "list", "title": "Digital marketing", "items": [
    {"question": "Do you run our social media accounts end to end?", "answer": "We can take on everything from the content plan and design to posting and community management, with your approval every month."},
    {"question": "How do you report results?", "answer": "Every month you get a clear report on reach, engagement, conversions and ad spend, and we go through it together."}]}},
  {"id": "faq-seo", "type": "faq", "data": {"look": "list", "title": "SEO", "items": [
    {"question": "When will we see SEO results?", "answer": "First improvements usually show within two to three months; lasting results take at least six months of steady work."},
    {"question": "Can you guarantee the top spot on Google?", "answer": "No honest agency can. We set measurable goals and report progress every month."}]}},
  {"id": "faq-cta", "type": "cta", "data": {
    "title": "Didn''t find your answer?",
    "subtitle": "Our team is happy to help.",
    "button_text": "Get in touch", "button_url": "/en/contact",
    "secondary_text": "+90 212 555 01 23", "secondary_url": "tel:+902125550123", "look": "box"}}
]', 'Answers to the questions clients ask us most about our services, process and pricing.',
 null, null, null),
('contact', 'Contact', '[
  {"id": "contact-faq", "type": "faq", "data": {"look": "page-end", "title": "Good to know", "items": [
    {"question": "How quickly do you reply?", "answer": "Within one business day, usually much sooner."},
    {"question": "Is the first meeting free?", "answer": "Yes. The introductory call and needs analysis cost nothing."},
    {"question": "How long do projects take?", "answer": "Between two and eight weeks, depending on scope."},
    {"question": "Do you work with clients outside Türkiye?", "answer": "Yes. We work in English, invoice in euros or dollars on request and meet online across time zones."}]}}
]', 'Tell us about your project and we will get back to you within one business day.',
 null, null, null)
) as t(slug, title, blocks, excerpt, meta_title, meta_description, meta_keywords) on t.slug = p.slug;

-- Services: the six published ones.
insert into public.services_translations (item_id, locale, title, slug, description, content, features, price, duration, meta_title, meta_description, published)
select s.id, 'en', t.title, t.en_slug, t.description, t.content, t.features::text[], t.price, t.duration, t.title || ' | Yeşil Dijital', t.meta_description, true
from public.services s join (values
('sosyal-medya-yonetimi', 'Social Media Management', 'social-media-management',
 'We run your Instagram, TikTok, LinkedIn and Facebook accounts end to end: strategy, content and community.',
 '<p>Social media is where your brand talks to its audience every day. We make that conversation planned, consistent and measurable.</p>
<h2>What we do</h2>
<ul><li>Define your brand voice and content strategy</li><li>Monthly content calendar, design and copy</li><li>Comment and DM management</li><li>Ad campaign setup and optimisation</li></ul>
<p>At the end of every month you get a plain-English report on reach, engagement and conversions.</p>',
 '{"Monthly content calendar","Original design and copy","Community management","Paid social","Monthly performance report"}',
 'From ₺15,000/month', 'Monthly',
 'Strategy, content and paid social for your Instagram, TikTok, LinkedIn and Facebook accounts.'),
('grafik-tasarim', 'Graphic Design', 'graphic-design',
 'From logos and brand identity to social templates and print, we give your brand a consistent, memorable look.',
 '<p>A strong visual identity is your brand''s first impression. Our designers turn its personality into colour, type and form.</p>
<h2>Scope</h2>
<ul><li>Logo and brand identity</li><li>Brand guidelines</li><li>Catalogues, brochures and packaging</li><li>Social media templates</li></ul>',
 '{"Logo and identity","Brand guidelines","Print design","Social media templates"}',
 'From ₺12,000', '2 to 4 weeks',
 'Logos, brand identity, print and social media design that keep your brand consistent.'),
('e-ticaret-cozumleri', 'E-commerce', 'e-commerce',
 'We build online stores that sell, connect them to marketplaces and grow them with performance marketing.',
 '<p>We do not just launch your store: we turn it into a sales channel.</p>
<h2>What is included</h2>
<ul><li>Store setup on Shopify, WooCommerce or a custom stack</li><li>Payment, shipping and invoicing integrations</li><li>Trendyol, Hepsiburada and Amazon marketplace integration</li><li>Conversion rate optimisation</li></ul>',
 '{"Store setup","Payment and shipping integration","Marketplace integration","Conversion optimisation","Training and support"}',
 'From ₺45,000', '4 to 8 weeks',
 'Online stores built to sell, marketplace integrations and conversion optimisation.'),
('video-kurgu-hizmeti', 'Video Editing', 'video-editing',
 'Scroll-stopping Reels, TikToks and YouTube videos, brand films and video ads, edited to perform.',
 '<p>Video earns the most engagement on social media. We handle the edit, colour, sound and subtitles so your footage works as hard as it can.</p>
<ul><li>Short-form video for Reels, TikTok and Shorts</li><li>Brand and product films</li><li>Video ads in every format</li></ul>',
 '{"Short-form video","Brand films","Video ads","Subtitles and motion graphics"}',
 'From ₺3,500 per video', '3 to 7 days',
 'Reels, TikTok and YouTube videos, brand films and video ads edited for results.'),
('urun-cekim-hizmeti', 'Product Photography', 'product-photography',
 'Studio and lifestyle product photos for your online store, marketplace listings and social media.',
 '<p>Good product photos sell. In our studio we shoot white-background packshots, lifestyle scenes and detail shots that meet marketplace requirements.</p>
<ul><li>White-background packshots</li><li>Lifestyle and styled shots</li><li>Retouching and colour correction</li></ul>',
 '{"Packshots","Lifestyle photography","Retouching","Marketplace-ready files"}',
 'From ₺250 per product', '1 to 2 weeks',
 'Studio and lifestyle product photography for online stores, marketplaces and social media.'),
('web-yazilim-cozumleri', 'Web Development', 'web-development',
 'Fast, secure, search-friendly websites and web apps that your team can update on its own.',
 '<p>Your website works for you around the clock. We build it to load fast, rank well and be easy to manage.</p>
<h2>What we build</h2>
<ul><li>Company websites and landing pages</li><li>Multilingual sites</li><li>Custom web applications and integrations</li><li>Maintenance and hosting</li></ul>',
 '{"Company websites","Multilingual sites","Custom web apps","SEO-ready build","Maintenance"}',
 'From ₺30,000', '4 to 6 weeks',
 'Fast, secure and search-friendly websites and web apps your team can manage.')
) as t(slug, title, en_slug, description, content, features, price, duration, meta_description) on t.slug = s.slug;

-- Projects: four case studies (the others wait for their English write-up).
insert into public.projects_translations (item_id, locale, title, slug, description, content, category, tags, results, meta_title, meta_description, published)
select p.id, 'en', t.title, t.en_slug, t.description, t.content, t.category, t.tags::text[], t.results::text[], t.title || ' | Yeşil Dijital', t.description, true
from public.projects p join (values
('kahve-duragi-sosyal-medya', 'Kahve Durağı: a social media turnaround', 'kahve-duragi-social-media',
 'We repositioned a local coffee chain on Instagram and TikTok and grew both followers and store visits.',
 '<h2>The challenge</h2><p>The 12-store chain was losing engagement to irregular, off-brand posting.</p>
<h2>What we did</h2><p>We built a content calendar around real stories from the stores, barista videos and seasonal campaigns, launched a weekly Reels series and partnered with local creators.</p>
<h2>The result</h2><p>Within six months the brand became one of the most talked-about coffee chains in the area.</p>',
 'Social Media', '{"Instagram","TikTok","Content","Influencers"}',
 '{"Followers up 240%","Engagement rate from 1.2% to 6.8%","35% more store visits during campaigns"}'),
('anadolu-tekstil-kurumsal-web', 'Anadolu Tekstil: an export-ready company website', 'anadolu-tekstil-company-website',
 'A fast, easy-to-manage website in three languages for a textile manufacturer selling abroad.',
 '<p>Anadolu Tekstil needed a site that speaks to buyers abroad. We launched it in Turkish, English and German, with a product catalogue, certificates and a virtual tour of the factory.</p>
<ul><li>Lighthouse performance score of 98</li><li>Easy updates from a content management panel</li><li>Quote form connected to the CRM</li></ul>',
 'Web Design', '{"Company website","Multilingual","SEO","CMS"}',
 '{"80% more quote requests from abroad","Pages load in under a second","Organic traffic up 150%"}'),
('dogal-sepet-e-ticaret', 'Doğal Sepet: an organic food store', 'dogal-sepet-online-store',
 'A Shopify store with subscriptions for an organic grocer, backed by email marketing and marketplaces.',
 '<p>Doğal Sepet wanted to move from phone orders to a real online store. We built a subscription-ready Shopify store, automated the email journeys and listed the range on the main marketplaces.</p>',
 'E-commerce', '{"Shopify","Subscriptions","Email marketing","Marketplaces"}',
 '{"₺1.8 million revenue in year one","42% repeat purchase rate","Cart abandonment down 28%"}'),
('mavi-koy-otel-kampanyasi', 'Mavi Koy Hotel: a direct booking campaign', 'mavi-koy-hotel-campaign',
 'Video-led Meta campaigns that brought a boutique hotel more direct bookings and fewer agency fees.',
 '<p>The hotel relied on booking platforms and their commissions. We filmed the bay, the rooms and the breakfast, and ran video campaigns to guests from Türkiye, Germany and the UK that sent them straight to the hotel''s own booking page.</p>',
 'Social Media', '{"Meta ads","Video","Tourism"}',
 '{"Direct bookings up 65%","9x return on ad spend","2.4 million video views"}')
) as t(slug, title, en_slug, description, content, category, tags, results) on t.slug = p.slug;

-- Blog: two posts written for an English-speaking reader.
insert into public.blog_posts_translations (item_id, locale, title, slug, excerpt, content, category, tags, meta_title, meta_description, published)
select b.id, 'en', t.title, t.en_slug, t.excerpt, t.content, t.category, t.tags::text[], t.meta_title, t.meta_description, true
from public.blog_posts b join (values
('kucuk-isletmeler-icin-yerel-seo', 'Local SEO for small businesses: a practical guide', 'local-seo-for-small-businesses',
 'How to get your business into the Google Maps top three, one step at a time.',
 '<p>Searches like "coffee near me" or "dentist in Kadıköy" grow every day. Local SEO is what puts you in front of those searchers.</p>
<h2>Complete your Google Business Profile</h2><p>Fill in everything: opening hours, categories, photos and services. Incomplete profiles rank lower.</p>
<h2>Ask for reviews, and answer them</h2><p>Ask happy customers for a review and reply to every one, good or bad.</p>
<h2>Keep your details consistent</h2><p>Your address and phone number should read exactly the same on your website, social profiles and directories.</p>',
 'SEO', '{"Local SEO","Google Business Profile"}',
 'Local SEO Guide for Small Businesses | Yeşil Dijital Blog',
 'A step-by-step guide to ranking in Google Maps and local search for small businesses.'),
('core-web-vitals-site-hizi', 'Core Web Vitals: why your site needs to be fast', 'core-web-vitals-why-speed-matters',
 'Google measures how fast your pages feel to real visitors. Here is what the three numbers mean and how to improve them.',
 '<p>Core Web Vitals are Google''s measure of how a page feels to a real visitor: how quickly it shows, how fast it reacts and how steady it stays.</p>
<h2>LCP: the main content appears</h2><p>Aim for under 2.5 seconds. Compress and size your images, and serve them from a CDN.</p>
<h2>INP: the page responds</h2><p>Aim for under 200 milliseconds. Ship less JavaScript and load third-party scripts later.</p>
<h2>CLS: nothing jumps around</h2><p>Aim for under 0.1. Give images and embeds fixed dimensions.</p>
<p>Faster pages rank better and convert better: on the sites we rebuilt, every second saved lifted conversions.</p>',
 'Web Development', '{"Core Web Vitals","Performance","SEO"}',
 'Core Web Vitals Explained | Yeşil Dijital Blog',
 'What LCP, INP and CLS mean, and practical ways to make your website faster.')
) as t(slug, title, en_slug, excerpt, content, category, tags, meta_title, meta_description) on t.slug = b.slug;

-- The team's titles and bios (names are names).
insert into public.team_members_translations (item_id, locale, position, bio)
select m.id, 'en', t.position, t.bio
from public.team_members m join (values
('Zeynep Kaya', 'Founder & Strategy Director', 'Shapes our clients'' digital strategy, drawing on 15 years of agency experience. Business graduate of Boğaziçi University.'),
('Mert Aydın', 'SEO & Performance Marketing Lead', 'Builds data-driven growth plans across search and paid campaigns.'),
('Elif Yıldız', 'Social Media Manager', 'Gives brands their voice on social media, from content calendars to crisis communication.'),
('Can Öztürk', 'Head of Development', 'Leads the team that builds our fast, secure websites and e-commerce platforms.')
) as t(name, position, bio) on t.name = m.name;

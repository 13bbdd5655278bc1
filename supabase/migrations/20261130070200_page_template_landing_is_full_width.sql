-- The page template 'landing' ("Açılış Sayfası") drew a page exactly as 'full-width' does, and
-- sat beside the real landing-page switch (`landing_page`: no site header and footer), which
-- staff took it for. The template goes (the next, generated migration narrows the CHECK);
-- pages, their drafts and their kept versions that had it get 'full-width', so nothing
-- changes on the site, a draft can still be published and an old version still restored.
update public.pages set template = 'full-width' where template = 'landing';
update public.content_drafts set data = jsonb_set(data, '{template}', '"full-width"')
where table_name = 'pages' and data ->> 'template' = 'landing';
update public.content_revisions set data = jsonb_set(data, '{template}', '"full-width"')
where table_name = 'pages' and data ->> 'template' = 'landing';

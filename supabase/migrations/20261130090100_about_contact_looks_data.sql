-- About's story and the contact page's questions look as they did before they became blocks
-- (the looks come with migration 20261130090000). Only blocks as migration 20261130020100 (or
-- the seed) made them; staff's texts are kept, and a block whose look or side staff changed is
-- left alone.

-- About: the first image-text block, picture still on the right and no look, gets 'story' (a
-- wider text column, the picture in its own proportions).
update public.pages p
   set blocks = (
     select jsonb_agg(
              case
                when n = (select min(m) from jsonb_array_elements(p.blocks) with ordinality as f(x, m) where x->>'type' = 'image-text')
                     and e->'data'->>'image_side' = 'right'
                     and not (e->'data' ? 'look')
                  then jsonb_set(e, '{data,look}', '"story"')
                else e
              end
              order by n)
       from jsonb_array_elements(p.blocks) with ordinality as t(e, n))
 where p.slug = 'about'
   and jsonb_typeof(p.blocks) = 'array'
   and jsonb_array_length(p.blocks) > 0;

-- Contact: the first faq block, still in the look 'list' it was given, gets 'page-end' (the
-- former section under the map: a normal-size heading, 2rem above and below).
update public.pages p
   set blocks = (
     select jsonb_agg(
              case
                when n = (select min(m) from jsonb_array_elements(p.blocks) with ordinality as f(x, m) where x->>'type' = 'faq')
                     and e->'data'->>'look' = 'list'
                  then jsonb_set(e, '{data,look}', '"page-end"')
                else e
              end
              order by n)
       from jsonb_array_elements(p.blocks) with ordinality as t(e, n))
 where p.slug = 'contact'
   and jsonb_typeof(p.blocks) = 'array'
   and jsonb_array_length(p.blocks) > 0;

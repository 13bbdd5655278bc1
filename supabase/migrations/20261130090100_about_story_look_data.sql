-- About's story looks as it did before it became a block: the image-text block gets the look
-- 'story' (a wider text column, the picture in its own proportions; migration 20261130090000
-- adds the look). Only the block that migration 20261130020100 (or the seed) made: the first
-- image-text block of the page 'about', still with its picture on the right and no look. Staff's
-- texts and picture are kept; a block staff moved to the left, and any other block, is left alone.
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

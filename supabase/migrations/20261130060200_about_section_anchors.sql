-- The About page's values and team sections keep their addresses (/about#degerler,
-- /about#ekip): the blocks used to set those ids in code, now an anchor staff can edit, as the
-- services, projects and testimonials blocks have. The first values and the first team block of
-- the page 'about' that has no anchor gets the one it showed until now; a second block of
-- the same type gets none (two sections with one id was the defect this replaces).
update public.pages p
   set blocks = (
     select jsonb_agg(
              case
                when e ? 'type' and e->>'type' in ('values', 'team')
                     and not (coalesce(e->'data', '{}'::jsonb) ? 'anchor')
                     and n = (select min(m) from jsonb_array_elements(p.blocks) with ordinality as f(x, m) where x->>'type' = e->>'type')
                  then jsonb_set(e, '{data,anchor}', to_jsonb(case e->>'type' when 'values' then 'degerler' else 'ekip' end))
                else e
              end
              order by n)
       from jsonb_array_elements(p.blocks) with ordinality as t(e, n))
 where p.slug = 'about'
   and jsonb_typeof(p.blocks) = 'array'
   and jsonb_array_length(p.blocks) > 0;

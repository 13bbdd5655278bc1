-- Demo content, part 4: a draft content block (the home, About, FAQ and contact pages' sections
-- are the blocks of their pages, 03_pages.sql; the shared numbers a library block there).

insert into public.content_blocks (name, slug, type, content, template, published) values
('Kampanya Bandı (taslak)', 'kampanya-bandi', 'cta', '{
  "title": "Yılbaşına özel sosyal medya paketlerinde %20 indirim",
  "primary_button": {"text": "Detaylar", "url": "/services/sosyal-medya-yonetimi"}
}', 'minimal', false);

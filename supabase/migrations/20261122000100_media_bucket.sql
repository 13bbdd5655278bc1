-- The public bucket for uploaded media: anyone reads, only staff write.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'media', 'media', true, 52428800,
  array[
    'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif',
    'video/mp4', 'video/webm', 'video/quicktime',
    'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]
)
on conflict (id) do nothing;

create policy "media: anyone reads"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'media');

create policy "media: staff upload"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'media' and (select private.is_staff()));

create policy "media: staff update"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'media' and (select private.is_staff()))
  with check (bucket_id = 'media' and (select private.is_staff()));

create policy "media: staff delete"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'media' and (select private.is_staff()));

-- Public buckets are visible to every caller (the admin checks that 'media' exists before
-- uploading); private buckets only to the service role.
create policy "public buckets are visible"
  on storage.buckets for select
  to anon, authenticated
  using (public);

-- Forms staff build (schema/forms.ts): the checks of a form's fields, and the check of an
-- answer against its form, which also writes the stored answer (every field in the form's
-- order, with its label) and the inbox columns the rest of the site reads (name, e-mail,
-- phone, company, message, the disclosure shown).
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

-- A form's fields (forms.fields): at most 50, each with a unique name and a visible label, a
-- known type and sane limits; a choice has its options (typed, or the site's services); the
-- form has a required e-mail field, so every answer can be replied to and rate-limited.
CREATE OR REPLACE FUNCTION private.form_fields_valid(fields jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(fields) = 'array'
     and jsonb_array_length(fields) between 1 and 50
     and (select count(distinct f ->> 'name') = count(*) from jsonb_array_elements(fields) f)
     and exists (select 1 from jsonb_array_elements(fields) f
                  where f ->> 'type' = 'email' and f -> 'required' = 'true'::jsonb)
     and not exists (
       select 1 from jsonb_array_elements(fields) f
        where jsonb_typeof(f) is distinct from 'object'
           or coalesce(f ->> 'name', '') !~ '^[a-z][a-z0-9_]{0,39}$'
           or jsonb_typeof(f -> 'label') is distinct from 'string'
           or length(f ->> 'label') > 200
           or not private.has_visible_text(f ->> 'label')
           or coalesce(f ->> 'type', '') not in ('text', 'email', 'phone', 'textarea', 'choice', 'checkbox', 'hidden')
           or coalesce(jsonb_typeof(f -> 'required'), 'boolean') <> 'boolean'
           or coalesce(jsonb_typeof(f -> 'multiple'), 'boolean') <> 'boolean'
           or (f ? 'max_length' and (jsonb_typeof(f -> 'max_length') <> 'number'
                                     or (f ->> 'max_length') !~ '^[0-9]{1,4}$'
                                     or (f ->> 'max_length')::integer not between 1 and 5000))
           or (f ? 'value' and (jsonb_typeof(f -> 'value') <> 'string' or length(f ->> 'value') > 200))
           or coalesce(f ->> 'options_from', 'typed') not in ('typed', 'services')
           or (f ? 'options' and (jsonb_typeof(f -> 'options') <> 'array'
                                  or jsonb_array_length(f -> 'options') > 50
                                  or exists (select 1 from jsonb_array_elements(f -> 'options') o
                                              where jsonb_typeof(o) <> 'string' or length(o #>> '{}') > 200
                                                 or not private.has_visible_text(o #>> '{}'))))
           or (f ->> 'type' = 'choice' and coalesce(f ->> 'options_from', 'typed') = 'typed'
               and coalesce(jsonb_array_length(case when jsonb_typeof(f -> 'options') = 'array' then f -> 'options' end), 0) = 0)
     );
$function$;
revoke all on function private.form_fields_valid(fields jsonb) from public;
grant execute on function private.form_fields_valid(fields jsonb) to anon, authenticated, service_role;

-- Who is notified of a form's answers (forms.notify_emails): e-mail addresses.
CREATE OR REPLACE FUNCTION private.form_notify_emails_valid(emails text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select not exists (select 1 from unnest(emails) e
                      where e is null or length(e) > 254 or e !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$');
$function$;
revoke all on function private.form_notify_emails_valid(emails text[]) from public;
grant execute on function private.form_notify_emails_valid(emails text[]) to anon, authenticated, service_role;

-- The stored answers (contact_messages.answers): null, or an array of at most 50
-- `{ name, label, value }` whose value is a text, a yes/no or a list of texts, 64 kB at most.
CREATE OR REPLACE FUNCTION private.form_answers_shape_valid(answers jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select answers is null or (
    jsonb_typeof(answers) = 'array'
    and jsonb_array_length(answers) <= 50
    and octet_length(answers::text) <= 65536
    and not exists (
      select 1 from jsonb_array_elements(answers) a
       where jsonb_typeof(a) is distinct from 'object'
          or jsonb_typeof(a -> 'name') is distinct from 'string'
          or jsonb_typeof(a -> 'label') is distinct from 'string'
          or coalesce(jsonb_typeof(a -> 'value'), '') not in ('string', 'boolean', 'array')
          or (jsonb_typeof(a -> 'value') = 'array'
              and exists (select 1 from jsonb_array_elements(a -> 'value') v where jsonb_typeof(v) <> 'string'))));
$function$;
revoke all on function private.form_answers_shape_valid(answers jsonb) from public;
grant execute on function private.form_answers_shape_valid(answers jsonb) to anon, authenticated, service_role;

-- A refused answer: the field's Turkish message, its name in `details` (PostgREST's error
-- shape: code 23514, message, details, hint `form_field`), so the form shows it at the field.
CREATE OR REPLACE FUNCTION private.refuse_form_answer(field_name text, message text)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  raise exception '%', message using errcode = '23514', detail = field_name, hint = 'form_field';
end;
$function$;
revoke all on function private.refuse_form_answer(field_name text, message text) from public;

-- The longest text a field takes when the form names no limit.
CREATE OR REPLACE FUNCTION private.form_field_max_length(field jsonb)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce((field ->> 'max_length')::integer,
                  case field ->> 'type' when 'email' then 254 when 'phone' then 30 when 'textarea' then 5000 else 200 end);
$function$;
revoke all on function private.form_field_max_length(field jsonb) from public;

-- The options a choice field offers now: typed ones, or the titles of the published services.
CREATE OR REPLACE FUNCTION private.form_field_options(field jsonb)
 RETURNS text[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when field ->> 'options_from' = 'services' then
           array(select s.title from public.services s
                  where s.published and (s.publish_at is null or s.publish_at <= now()))
         else
           array(select o #>> '{}' from jsonb_array_elements(coalesce(field -> 'options', '[]'::jsonb)) o)
         end;
$function$;
revoke all on function private.form_field_options(field jsonb) from public;

-- One field's answer, checked: the value to store (a trimmed text, a yes/no, a list of
-- options), or a refusal with the field's Turkish message.
CREATE OR REPLACE FUNCTION private.form_field_answer(field jsonb, sent jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  kind text := field ->> 'type';
  name text := field ->> 'name';
  required boolean := coalesce((field ->> 'required')::boolean, false);
  text_value text;
  chosen text[];
begin
  if kind = 'hidden' then
    -- The form's own value (a campaign code), never what the browser sent.
    return to_jsonb(coalesce(field ->> 'value', ''));
  end if;
  if kind = 'checkbox' then
    if sent is not null and jsonb_typeof(sent) <> 'boolean' then
      perform private.refuse_form_answer(name, 'Lütfen bu kutuyu işaretleyin ya da boş bırakın.');
    end if;
    if required and sent is distinct from 'true'::jsonb then
      perform private.refuse_form_answer(name, 'Devam etmek için bu kutuyu işaretleyin.');
    end if;
    return coalesce(sent, 'false'::jsonb);
  end if;
  if kind = 'choice' then
    if sent is null or sent = '""'::jsonb or sent = '[]'::jsonb then
      chosen := '{}';
    elsif jsonb_typeof(sent) = 'string' then
      chosen := array[sent #>> '{}'];
    elsif jsonb_typeof(sent) = 'array' and coalesce((field ->> 'multiple')::boolean, false)
          and not exists (select 1 from jsonb_array_elements(sent) v where jsonb_typeof(v) <> 'string') then
      chosen := array(select distinct v #>> '{}' from jsonb_array_elements(sent) v);
    else
      perform private.refuse_form_answer(name, 'Lütfen listeden bir seçenek seçin.');
    end if;
    if cardinality(chosen) > 1 and not coalesce((field ->> 'multiple')::boolean, false) then
      perform private.refuse_form_answer(name, 'Lütfen listeden tek bir seçenek seçin.');
    end if;
    if not chosen <@ private.form_field_options(field) then
      perform private.refuse_form_answer(name, 'Lütfen listeden bir seçenek seçin.');
    end if;
    if required and cardinality(chosen) = 0 then
      perform private.refuse_form_answer(name, 'Lütfen bir seçenek seçin.');
    end if;
    if coalesce((field ->> 'multiple')::boolean, false) then
      return to_jsonb(chosen);
    end if;
    return to_jsonb(coalesce(chosen[1], ''));
  end if;
  -- Texts: text, email, phone, textarea.
  if sent is not null and jsonb_typeof(sent) <> 'string' then
    perform private.refuse_form_answer(name, 'Lütfen bu alanı metin olarak doldurun.');
  end if;
  text_value := btrim(coalesce(sent #>> '{}', ''));
  if not private.has_visible_text(text_value) then
    if required then
      perform private.refuse_form_answer(name, 'Bu alan zorunludur.');
    end if;
    return to_jsonb(''::text);
  end if;
  if length(text_value) > private.form_field_max_length(field) then
    perform private.refuse_form_answer(name, format('En fazla %s karakter yazabilirsiniz.', private.form_field_max_length(field)));
  end if;
  if kind = 'email' and text_value !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then
    perform private.refuse_form_answer(name, 'Lütfen geçerli bir e-posta adresi yazın.');
  end if;
  if kind = 'phone' and text_value !~ '^\+?[0-9 ().-]{7,30}$' then
    perform private.refuse_form_answer(name, 'Lütfen geçerli bir telefon numarası yazın.');
  end if;
  return to_jsonb(text_value);
end;
$function$;
revoke all on function private.form_field_answer(field jsonb, sent jsonb) from public;

-- Before a contact message with a form is stored (before guard_contact_message, which limits by
-- the e-mail written here): the answers the browser sent (`[{ name, value }]`) are checked
-- against the form's fields and stored as `[{ name, label, value }]` in the form's order; the
-- inbox columns are filled from them (the first e-mail field, a `name` field or the first text,
-- a `message` field or the first long text, else every answer as lines) and the disclosure is
-- the form's own text, not what the browser says it showed. Visitors answer active forms only.
CREATE OR REPLACE FUNCTION private.check_form_answers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  form public.forms%rowtype;
  field jsonb;
  sent jsonb;
  value jsonb;
  stored jsonb := '[]'::jsonb;
  lines text[] := '{}';
  by_name jsonb := '{}'::jsonb;
begin
  if new.form_id is null then
    if new.answers is not null and (select private.is_form_visitor()) then
      raise exception 'Yanıtlar bir forma ait olmalı.' using errcode = '23514', hint = 'form_field';
    end if;
    return new;
  end if;
  select * into form from public.forms f where f.id = new.form_id;
  if not found or ((select private.is_form_visitor()) and not form.published) then
    raise exception 'Bu form artık yanıt kabul etmiyor.' using errcode = '23503', detail = 'form_id';
  end if;
  if new.answers is not null and jsonb_typeof(new.answers) <> 'array' then
    raise exception 'Yanıtlar bir liste olmalı.' using errcode = '23514', hint = 'form_field';
  end if;
  select coalesce(jsonb_object_agg(a ->> 'name', a -> 'value'), '{}'::jsonb) into by_name
    from jsonb_array_elements(coalesce(new.answers, '[]'::jsonb)) a
   where jsonb_typeof(a) = 'object' and jsonb_typeof(a -> 'name') = 'string';
  for field in select f from jsonb_array_elements(form.fields) f loop
    sent := by_name -> (field ->> 'name');
    value := private.form_field_answer(field, sent);
    stored := stored || jsonb_build_array(jsonb_build_object('name', field ->> 'name', 'label', field ->> 'label', 'value', value));
    if field ->> 'type' <> 'hidden' and value not in ('""'::jsonb, '[]'::jsonb) then
      lines := lines || ((field ->> 'label') || ': ' || case jsonb_typeof(value)
        when 'boolean' then case when value = 'true'::jsonb then 'Evet' else 'Hayır' end
        when 'array' then (select string_agg(v #>> '{}', ', ') from jsonb_array_elements(value) v)
        else value #>> '{}' end);
    end if;
  end loop;
  new.answers := stored;
  select a ->> 'value' into new.email from jsonb_array_elements(stored) with ordinality as x(a, i)
    join jsonb_array_elements(form.fields) with ordinality as y(f, j) on i = j
   where f ->> 'type' = 'email' and a ->> 'value' <> '' order by i limit 1;
  new.name := left(coalesce(
    (select a ->> 'value' from jsonb_array_elements(stored) a where a ->> 'name' = 'name' and a ->> 'value' <> ''),
    (select a ->> 'value' from jsonb_array_elements(stored) with ordinality as x(a, i)
       join jsonb_array_elements(form.fields) with ordinality as y(f, j) on i = j
      where f ->> 'type' = 'text' and a ->> 'value' <> '' order by i limit 1),
    new.email), 100);
  new.phone := left((select a ->> 'value' from jsonb_array_elements(stored) with ordinality as x(a, i)
       join jsonb_array_elements(form.fields) with ordinality as y(f, j) on i = j
      where f ->> 'type' = 'phone' and a ->> 'value' <> '' order by i limit 1), 30);
  new.company := left((select a ->> 'value' from jsonb_array_elements(stored) a where a ->> 'name' = 'company' and a ->> 'value' <> ''), 150);
  new.message := left(coalesce(
    (select a ->> 'value' from jsonb_array_elements(stored) a where a ->> 'name' = 'message' and a ->> 'value' <> ''),
    (select a ->> 'value' from jsonb_array_elements(stored) with ordinality as x(a, i)
       join jsonb_array_elements(form.fields) with ordinality as y(f, j) on i = j
      where f ->> 'type' = 'textarea' and a ->> 'value' <> '' order by i limit 1),
    array_to_string(lines, E'\n')), 5000);
  new.service := null;
  new.consent_text := left(form.disclosure_text, 2000);
  return new;
end;
$function$;
revoke all on function private.check_form_answers() from public;

-- A number in base 36 (the time part of an outbox id, as supabase/functions/_shared/mail/outbox-id.ts writes it).
CREATE OR REPLACE FUNCTION private.base36(n bigint)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE STRICT
 SET search_path TO ''
AS $function$
declare
  digits constant text := '0123456789abcdefghijklmnopqrstuvwxyz';
  out text := '';
begin
  loop
    out := substr(digits, (n % 36)::integer + 1, 1) || out;
    n := n / 36;
    exit when n = 0;
  end loop;
  return out;
end;
$function$;
revoke all on function private.base36(n bigint) from public;

-- After an answer to a form is stored: one e-mail per address the form notifies (forms.
-- notify_emails), with every answer, in the outbox the mail workers send from; the site's
-- notification address is told by the lead e-mail already, so it is left out here. Reply goes
-- to the visitor. Visitors' limits (5 per 10 minutes per sender) bound how many go out.
CREATE OR REPLACE FUNCTION private.notify_form_recipients()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  form public.forms%rowtype;
  site_address text := (select lower(btrim(s.notification_email)) from public.site_settings s limit 1);
  body text;
  recipient text;
  n integer := 0;
begin
  if new.form_id is null then
    return null;
  end if;
  select * into form from public.forms f where f.id = new.form_id;
  if not found or coalesce(cardinality(form.notify_emails), 0) = 0 then
    return null;
  end if;
  body := format(E'Web sitenizdeki "%s" formundan yeni bir yanıt geldi.\n\n', form.title)
    || coalesce((select string_agg((a ->> 'label') || ': ' || case jsonb_typeof(a -> 'value')
                   when 'boolean' then case when a -> 'value' = 'true'::jsonb then 'Evet' else 'Hayır' end
                   when 'array' then (select string_agg(v #>> '{}', ', ') from jsonb_array_elements(a -> 'value') v)
                   else a ->> 'value' end, E'\n' order by i)
                  from jsonb_array_elements(new.answers) with ordinality as x(a, i)), '')
    || E'\n\nYanıt, yönetim panelindeki İletişim Mesajları kutusunda.';
  for recipient in select distinct lower(btrim(e)) from unnest(form.notify_emails) e loop
    continue when recipient = site_address;
    perform private.insert_outbox_message(
      lpad(private.base36(floor(extract(epoch from clock_timestamp()) * 1000)::bigint), 9, '0')
        || lpad(private.base36(n), 2, '0') || '-' || encode(extensions.gen_random_bytes(4), 'hex'),
      jsonb_build_object('to', recipient, 'subject', left('Yeni form yanıtı: ' || form.title, 200), 'text', body,
                         'kind', 'form-notification', 'replyTo', new.email));
    n := n + 1;
  end loop;
  return null;
end;
$function$;
revoke all on function private.notify_form_recipients() from public;

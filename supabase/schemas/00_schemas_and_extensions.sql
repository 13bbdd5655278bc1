-- The private schema: helpers and tables the API does not expose (/rest/v1 serves public only;
-- the API roles may use the schema so that policies call the helpers granted to them), and
-- the extension the form proofs and the pseudonymous submission keys hash with.
--
-- Declared state (supabase/schemas, applied in file-name order): edit here, then
-- `npm run db:migration -- <name>` writes the migration. Generated functions are not here.

set check_function_bodies = off;

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

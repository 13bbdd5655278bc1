/**
 * The rule for a list of exposed schemas, one for DB_SCHEMAS (server/config.ts, where a bad
 * list stops the start) and for `pgrst.db_schemas` on the authenticator role (rest-config.ts,
 * where it is ignored): plain lower-case names, no system schema, none twice, and public
 * first, since the site's own queries name no profile and so go to the first schema.
 */

/** A plain, unquoted PostgreSQL schema name. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** What is wrong with a schema list, in words naming the setting it came from. */
export class SchemaListError extends Error {}

/** `public, personal` → `['public', 'personal']`; throws SchemaListError, naming `setting`. */
export function parseSchemaList(setting: string, raw: string): string[] {
  const schemas = raw.split(',').map((s) => s.trim());
  for (const s of schemas) {
    if (!SCHEMA_NAME.test(s)) throw new SchemaListError(`${setting} must list schema names (lower-case letters, digits, _) separated by commas, got "${raw}"`);
    // The catalog and PostgreSQL's own schemas hold no API; exposing them would only leak.
    if (s.startsWith('pg_') || s === 'information_schema') throw new SchemaListError(`${setting} cannot expose the system schema "${s}"`);
  }
  if (new Set(schemas).size !== schemas.length) throw new SchemaListError(`${setting} names a schema twice: "${raw}"`);
  if (schemas[0] !== 'public') throw new SchemaListError(`${setting} must start with public (the site's schema), got "${raw}"`);
  return schemas;
}

/** A variable Supabase injects (SUPABASE_URL, …) or a secret; a missing one is a 500 with a log line. */
export function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

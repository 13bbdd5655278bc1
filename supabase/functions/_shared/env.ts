/** A variable Supabase injects (SUPABASE_URL, …) or a secret; a missing one is a 500 with a log line. */
export function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** An optional secret; undefined when unset or when this process may not read it (the embedded server lists what it gives). */
export function optionalEnv(name: string): string | undefined {
  try {
    return Deno.env.get(name) || undefined;
  } catch {
    return undefined;
  }
}

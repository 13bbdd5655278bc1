/** Unwraps a supabase-js query result: the rows (or count), or the query's error thrown. */

interface Result<T> {
  data: T | null;
  error: { message: string } | null;
  count?: number | null;
}

export async function rowsOf<T>(query: PromiseLike<Result<T[]>>): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  return data ?? [];
}

export async function countOf(query: PromiseLike<Result<unknown>>): Promise<number> {
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? 0;
}

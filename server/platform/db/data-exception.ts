/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: text it cannot hold, invalid input syntax,
 * a number out of range, an unsupported Unicode escape): the request's values were wrong,
 * never the server. Every service answers them 4xx in its own shape (PostgREST's
 * statusForSqlState, Auth's toAuthError, Storage, the functions).
 */
export interface DatabaseError extends Error {
  code: string;
}

const hasSqlState = (err: unknown): err is DatabaseError => {
  const code = err instanceof Error ? (err as Partial<DatabaseError>).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/** A class 22 error: the value given cannot be what the column, argument or cast takes. */
export const isDataException = (err: unknown): err is DatabaseError => hasSqlState(err) && err.code.startsWith('22');

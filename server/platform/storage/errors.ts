/**
 * Storage's error JSON: `{ statusCode, error, message }`. Like the real service, most errors
 * travel as HTTP 400 with the logical status as a string in `statusCode`.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
    /** Headers the answer carries besides the JSON (Retry-After on a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON(): { statusCode: string; error: string; message: string } {
    return { statusCode: this.statusCode, error: this.error, message: this.message };
  }
}

export const objectNotFound = () => new StorageError('404', 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError('404', 'Bucket not found', 'Bucket not found');
export const duplicate = () => new StorageError('409', 'Duplicate', 'The resource already exists');
export const rlsViolation = () => new StorageError('403', 'Unauthorized', 'new row violates row-level security policy');
export const invalidKey = (key: string) => new StorageError('400', 'InvalidKey', `Invalid key: ${key}`);
export const databaseUnavailable = () => new StorageError('503', 'DatabaseError', 'Database connection error. Retrying the connection.', 503);
/** The S3-compatible object store could not be used (unreachable, refused the keys, no bucket). */
export const objectStoreUnavailable = () =>
  new StorageError('503', 'S3Error', 'The object store is unavailable. Please try again later.', 503, { 'Retry-After': '5' });

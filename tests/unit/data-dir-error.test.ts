/** The start's message for a data folder it cannot use names the folder and the fix. */
import { describe, expect, it } from 'vitest';
import { describeDataDirError } from '../../server/platform/db/data-dir-lock.ts';

const error = (code: string, path?: string) => Object.assign(new Error(`${code}: failed`), { code, path }) as NodeJS.ErrnoException;

describe('describeDataDirError', () => {
  it('says what permission is needed on a folder that is not writable', () => {
    expect(describeDataDirError('/srv/data', error('EACCES', '/srv/data/secrets.json'))).toBe(
      'The data folder /srv/data is not writable (at /srv/data/secrets.json): the user running the server needs read, write and enter (rwx) permission on it, or set DATA_DIR to another folder.',
    );
  });

  it('names a read-only file system and a full disk', () => {
    expect(describeDataDirError('/mnt/ro/data', error('EROFS', '/mnt/ro/data'))).toBe(
      'The data folder /mnt/ro/data is on a read-only file system: set DATA_DIR to a folder on a writable disk.',
    );
    expect(describeDataDirError('/srv/data', error('ENOSPC'))).toBe('The disk holding the data folder /srv/data is full: free some space.');
  });

  it('passes other errors on with the folder named', () => {
    expect(describeDataDirError('/srv/data', error('EIO', '/srv/data/x'))).toBe('The data folder /srv/data cannot be used (at /srv/data/x): EIO: failed');
  });
});

/** Upload content checks: the same magic-number rules the admin applies before uploading. */
export { sameType, sniffContentType } from '../../../src/lib/sniff-content-type.ts';

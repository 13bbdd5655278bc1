/**
 * The security headers of the platform's answers (REST, Auth, Storage, Functions, /health):
 * JSON, or uploaded files with a stricter policy of their own, is never a page. The pages'
 * policy (CSP, Permissions-Policy) is the app's (server/app/http/security-headers.ts).
 */

/** Headers every answer carries, pages and API alike. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Headers of API answers. */
export const API_HEADERS: Readonly<Record<string, string>> = { ...COMMON_HEADERS, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };

/**
 * What an invitation or recovery link brought to /admin/sifre-belirle, read once from the
 * address. Supabase Auth's link (/auth/v1/verify, hosted and embedded alike) redirects here
 * with the session in the fragment (`#access_token=…&refresh_token=…&type=recovery`) or the
 * error (`#error_code=otp_expired&…`); a template may instead link here with
 * `?token_hash=…&type=…` for verifyOtp. The fragment is removed from the address right away,
 * so the tokens do not stay in the history.
 */
export type LinkKind = 'invite' | 'recovery';

export type LinkSession =
  | { kind: 'session'; type: LinkKind; accessToken: string; refreshToken: string }
  | { kind: 'tokenHash'; type: LinkKind; tokenHash: string }
  | { kind: 'error'; code: string }
  | { kind: 'none' };

const kindOf = (value: string | null): LinkKind => (value === 'invite' ? 'invite' : 'recovery');

export function readLinkSession(location: Pick<Location, 'hash' | 'search'>): LinkSession {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const errorCode = fragment.get('error_code') ?? query.get('error_code');
  if (errorCode || fragment.get('error')) return { kind: 'error', code: errorCode ?? fragment.get('error') ?? 'unknown' };
  const accessToken = fragment.get('access_token');
  const refreshToken = fragment.get('refresh_token');
  if (accessToken && refreshToken) return { kind: 'session', type: kindOf(fragment.get('type')), accessToken, refreshToken };
  const tokenHash = query.get('token_hash');
  if (tokenHash) return { kind: 'tokenHash', type: kindOf(query.get('type')), tokenHash };
  return { kind: 'none' };
}

/** Drops the fragment and the token query from the address bar and the history entry. */
export function forgetLinkInAddress(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname);
}

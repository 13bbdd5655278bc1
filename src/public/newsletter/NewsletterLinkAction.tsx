/**
 * The body of /bulten/onay and /bulten/ayril: a heading, what the button does, the button,
 * and the result. The token comes from the URL and is used only when the button is pressed.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../ssr/use-hydrated.ts';
import { buttonClass } from '../ui/button-class.ts';
import { Container } from '../ui/Container.tsx';

export interface NewsletterLinkActionProps<R extends string> {
  title: string;
  intro: string;
  actionLabel: string;
  run: (token: string) => Promise<R>;
  /** The text for each result; `ok` results are shown as success. */
  results: Record<R, { text: string; ok: boolean }>;
}

export function NewsletterLinkAction<R extends string>({ title, intro, actionLabel, run, results }: NewsletterLinkActionProps<R>) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const ready = useHydrated();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | null>(null);

  async function act() {
    setBusy(true);
    setResult(await run(token));
    setBusy(false);
  }

  const shown = result ? results[result] : null;
  return (
    <Container className="nla">
      <h1>{title}</h1>
      {shown ? (
        <p role="alert" className={shown.ok ? 'nla-result nla-ok' : 'nla-result'}>
          {shown.text}
        </p>
      ) : token || !ready ? (
        // The server renders this for every token (the page cache ignores the query), so the
        // first paint matches hydration; a missing token is told only once the browser runs.
        <>
          <p className="nla-intro">{intro}</p>
          <button type="button" onClick={() => void act()} disabled={!ready || busy} className={buttonClass('primary')}>
            {busy ? 'İşleniyor...' : actionLabel}
          </button>
        </>
      ) : (
        <p role="alert" className="nla-missing">
          Bağlantı eksik. Lütfen e-postadaki bağlantıyı tam olarak açın.
        </p>
      )}
      <p className="nla-home">
        <Link to="/" className={buttonClass('outline')}>
          Ana Sayfaya Dön
        </Link>
      </p>
    </Container>
  );
}

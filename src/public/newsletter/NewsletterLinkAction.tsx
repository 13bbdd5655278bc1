/**
 * The body of /bulten/onay and /bulten/ayril: a heading, what the button does, the button,
 * and the result. The token comes from the URL and is used only when the button is pressed.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../ssr/use-hydrated.ts';
import { buttonCss, ButtonLink } from '../ui/ButtonLink.tsx';
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
    <Container css={{ padding: '4rem 1.25rem', maxWidth: '40rem', textAlign: 'center' }}>
      <h1 css={{ marginTop: 0 }}>{title}</h1>
      {shown ? (
        <p role="alert" css={(theme) => ({ fontSize: '1.05rem', color: shown.ok ? theme.color.success : theme.color.danger })}>
          {shown.text}
        </p>
      ) : token || !ready ? (
        // The server renders this for every token (the page cache ignores the query), so the
        // first paint matches hydration; a missing token is told only once the browser runs.
        <>
          <p css={(theme) => ({ color: theme.color.textMuted })}>{intro}</p>
          <button type="button" onClick={() => void act()} disabled={!ready || busy} css={buttonCss('primary')}>
            {busy ? 'İşleniyor...' : actionLabel}
          </button>
        </>
      ) : (
        <p role="alert" css={(theme) => ({ color: theme.color.danger })}>
          Bağlantı eksik. Lütfen e-postadaki bağlantıyı tam olarak açın.
        </p>
      )}
      <p css={{ marginTop: '2.5rem' }}>
        <ButtonLink to="/" tone="outline">
          Ana Sayfaya Dön
        </ButtonLink>
      </p>
    </Container>
  );
}

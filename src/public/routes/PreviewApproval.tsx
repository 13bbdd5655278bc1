/**
 * The bar under the preview banner when the link asks its visitor for approval: "Onaylıyorum"
 * and a comment box ("Yorumunuz"), or a comment alone. An island (islands/parts.tsx): it shows
 * once hydrated (it needs JavaScript to send), reads the token from the address rather than
 * from its props (so the page's HTML holds it no second time) and asks the site's own data API
 * only: the token never goes to a third party, and the page is sent with
 * `Referrer-Policy: no-referrer` anyway. Styled by class names (preview-approval.styles.ts).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { publicClient } from '../../lib/public-client.ts';
import { useIslandId } from '../islands/island.tsx';
import { previewAsksApproval, respondToPreview, type ApprovalRefusal } from '../data/preview-approval.ts';
import { useStrings } from '../language/use-language.ts';
import { previewTokenOf } from './preview.ts';

/** The comment's limit (the table's CHECK says the same: preview_approvals_comment_check). */
const MAX_COMMENT = 2000;

type Sent = 'approved' | 'commented';

export function PreviewApproval() {
  const token = previewTokenOf(new URLSearchParams(useLocation().search));
  const [asks, setAsks] = useState(false);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void publicClient()
      .then((db) => previewAsksApproval(db, token))
      .then((yes) => current && setAsks(yes), () => undefined);
    return () => {
      current = false;
    };
  }, [token]);
  return token && asks ? <ApprovalForm token={token} /> : null;
}

function ApprovalForm({ token }: { token: string }) {
  const t = useStrings();
  const id = useIslandId('preview-approval');
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<ApprovalRefusal | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | undefined>();

  async function send(approved: boolean) {
    setRefusal(undefined);
    if (!approved && comment.trim() === '') return setFieldError(t.previewCommentRequired);
    if (comment.length > MAX_COMMENT) return setFieldError(t.previewCommentTooLong);
    setFieldError(undefined);
    setBusy(true);
    try {
      const refused = await respondToPreview(await publicClient(), token, approved, comment);
      if (refused === 'too_long') setFieldError(t.previewCommentTooLong);
      else if (refused) setRefusal(refused);
      else setSent(approved ? 'approved' : 'commented');
    } catch {
      setRefusal('failed');
    } finally {
      setBusy(false);
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(true);
  };
  const refusalText = refusal === 'invalid' ? t.previewLinkInvalid : refusal === 'rate_limited' ? t.previewRateLimited : refusal ? t.previewSendFailed : undefined;

  return (
    <section aria-labelledby={`${id}-title`} data-preview-approval className="pa-bar">
      <h2 id={`${id}-title`} className="pa-title">
        {t.previewApprovalTitle}
      </h2>
      {sent ? (
        <p role="status" className="pa-sent">
          {sent === 'approved' ? t.previewApproved : t.previewCommented}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="pa-form">
          <label htmlFor={`${id}-comment`} className="pa-label">
            {t.previewApprovalComment}
          </label>
          <textarea
            id={`${id}-comment`}
            value={comment}
            rows={3}
            maxLength={MAX_COMMENT}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : `${id}-hint`}
            className="pa-comment"
          />
          {fieldError ? (
            <p id={`${id}-error`} role="alert" className="pa-alert">
              {fieldError}
            </p>
          ) : (
            <p id={`${id}-hint`} className="pa-hint">
              {t.previewApprovalCommentHint}
            </p>
          )}
          {refusalText && (
            <p role="alert" className="pa-alert">
              {refusalText}
            </p>
          )}
          <div className="pa-actions">
            <button type="submit" disabled={busy} className="pa-button pa-approve">
              {t.previewApprove}
            </button>
            <button type="button" disabled={busy} onClick={() => void send(false)} className="pa-button">
              {t.previewSendComment}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

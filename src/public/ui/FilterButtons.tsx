/**
 * A row of toggle buttons choosing one option (category filters); the chosen one is pressed.
 * With `href`, each option is a link to its own URL instead (the blog's categories): it works
 * without any script, and the chosen one is the current page.
 */
export function FilterButtons({
  label,
  options,
  value,
  onChange,
  href,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange?: (v: string) => void;
  href?: (v: string) => string;
}) {
  return (
    <div role="group" aria-label={label} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', justifyContent: 'center', marginBottom: '2rem' }}>
      {options.map((o) => {
        const active = o.value === value;
        const css = (theme: import('@emotion/react').Theme) => ({
          padding: '0.5rem 1.1rem',
          borderRadius: theme.radius.pill,
          border: `1px solid ${active ? theme.color.strong : theme.color.border}`,
          background: active ? theme.color.strong : '#fff',
          color: active ? theme.color.onPrimary : theme.color.text,
          fontWeight: 600,
          font: 'inherit',
          cursor: 'pointer',
          textDecoration: 'none',
        });
        return href ? (
          <a key={o.value} href={href(o.value)} aria-current={active ? 'page' : undefined} css={css}>
            {o.label}
          </a>
        ) : (
          <button key={o.value} type="button" aria-pressed={active} onClick={() => onChange?.(o.value)} css={css}>
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

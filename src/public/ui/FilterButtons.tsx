/** A row of toggle buttons choosing one option (category filters); the chosen one is pressed. */
export function FilterButtons({ label, options, value, onChange }: { label: string; options: { value: string; label: string }[]; value: string; onChange: (v: string) => void }) {
  return (
    <div role="group" aria-label={label} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', justifyContent: 'center', marginBottom: '2rem' }}>
      {options.map((o) => {
        const active = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(o.value)}
            css={(theme) => ({
              padding: '0.5rem 1.1rem',
              borderRadius: theme.radius.pill,
              border: `1px solid ${active ? theme.color.strong : theme.color.border}`,
              background: active ? theme.color.strong : '#fff',
              color: active ? theme.color.onPrimary : theme.color.text,
              fontWeight: 600,
              font: 'inherit',
              cursor: 'pointer',
            })}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

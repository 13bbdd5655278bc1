/** A brand colour: the browser's colour picker and the same value as a hex code to type. */
import { useId } from 'react';
import { TextField } from '../ui/TextField.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColorField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
      <input
        type="color"
        aria-label={`${label} seçici`}
        aria-controls={id}
        // The picker only understands complete #rrggbb codes; keep it still while one is typed.
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.target.value)}
        css={(theme) => ({
          width: 44,
          height: 40,
          marginTop: '1.6rem',
          padding: 2,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.sm,
          background: theme.color.background,
          cursor: 'pointer',
          flexShrink: 0,
        })}
      />
      <div css={{ flex: 1 }}>
        <TextField id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)} error={error} placeholder="#10b981" maxLength={7} spellCheck={false} css={{ fontFamily: 'monospace' }} />
      </div>
    </div>
  );
}

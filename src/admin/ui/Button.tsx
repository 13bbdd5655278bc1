/**
 * Admin buttons. `Button` is a <button>; `ButtonLink` is a router <Link> that looks the same
 * (for "Yeni Yazı" style actions that navigate). Variants: primary (the one main action of a
 * view), secondary, ghost (toolbars, low emphasis), danger (deleting). `loading` disables the
 * button and shows a small spinner; pass the busy label as children yourself when the text
 * should change (e.g. 'Giriş yapılıyor...').
 */
import type { Interpolation, Theme } from '@emotion/react';
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { InlineSpinner } from './Spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (forms on narrow screens). */
  block?: boolean;
}

export function buttonStyles({ variant = 'secondary', size = 'md', block = false }: StyleProps): Interpolation<Theme> {
  return (theme: Theme) => {
    const palette = {
      primary: { bg: theme.color.primary, fg: theme.color.onPrimary, border: theme.color.primary, hover: theme.color.accent },
      secondary: { bg: theme.color.surfaceAlt, fg: theme.color.text, border: theme.color.border, hover: theme.color.border },
      ghost: { bg: 'transparent', fg: theme.color.text, border: 'transparent', hover: theme.color.surfaceAlt },
      danger: { bg: theme.color.danger, fg: '#1f0505', border: theme.color.danger, hover: '#fca5a5' },
    }[variant];
    return {
      display: block ? 'flex' : 'inline-flex',
      width: block ? '100%' : undefined,
      alignItems: 'center',
      justifyContent: 'center',
      gap: '0.5rem',
      padding: size === 'sm' ? '0.35rem 0.7rem' : '0.6rem 1.1rem',
      fontSize: size === 'sm' ? '0.85rem' : '0.95rem',
      fontWeight: 600,
      fontFamily: theme.font.body,
      lineHeight: 1.2,
      borderRadius: theme.radius.sm,
      border: `1px solid ${palette.border}`,
      background: palette.bg,
      color: palette.fg,
      cursor: 'pointer',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: 'background 120ms, border-color 120ms',
      '&:hover:not(:disabled)': { background: palette.hover, borderColor: variant === 'ghost' ? 'transparent' : palette.hover },
      '&:focus-visible': { outline: `2px solid ${theme.color.accent}`, outlineOffset: 2 },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    };
  };
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  icon?: LucideIcon;
  loading?: boolean;
  children?: ReactNode;
}

export function Button({ variant, size, block, icon: Icon, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} css={buttonStyles({ variant, size, block })} {...rest}>
      {loading ? <InlineSpinner size={size === 'sm' ? 14 : 16} /> : Icon && <Icon size={size === 'sm' ? 14 : 16} aria-hidden="true" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, StyleProps {
  icon?: LucideIcon;
}

export function ButtonLink({ variant, size, block, icon: Icon, children, ...rest }: ButtonLinkProps) {
  return (
    <Link css={buttonStyles({ variant, size, block })} {...rest}>
      {Icon && <Icon size={size === 'sm' ? 14 : 16} aria-hidden="true" />}
      {children}
    </Link>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>, Omit<StyleProps, 'block'> {
  icon: LucideIcon;
  /** Required: the button has no visible text. Also shown as the tooltip. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon (row actions, closing a modal). */
export function IconButton({ icon: Icon, label, variant = 'ghost', size = 'md', type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      css={[buttonStyles({ variant, size }), { padding: size === 'sm' ? '0.3rem' : '0.5rem' }]}
      {...rest}
    >
      <Icon size={size === 'sm' ? 16 : 18} aria-hidden="true" />
    </button>
  );
}

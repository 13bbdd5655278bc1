/** A small rounded label (categories, tags, technologies). */
import styled from '@emotion/styled';

export const Tag = styled.span(({ theme }) => ({
  display: 'inline-block',
  padding: '0.2rem 0.65rem',
  borderRadius: theme.radius.pill,
  background: theme.color.surfaceAlt,
  color: theme.color.primaryDark,
  fontSize: '0.8rem',
  fontWeight: 600,
}));

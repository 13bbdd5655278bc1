/** A responsive grid of cards: one column on phones, two on tablets, three on desktops. */
import styled from '@emotion/styled';

export const CardGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1.5rem',
  gridTemplateColumns: '1fr',
  [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
}));

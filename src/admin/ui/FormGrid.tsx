/** Form fields in a grid: one column on phones, two on wider screens; `Wide` spans both. */
import styled from '@emotion/styled';

export const FormGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: '1rem 1.25rem',
  gridTemplateColumns: '1fr',
  [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' },
}));

export const Wide = styled.div(({ theme }) => ({
  [theme.mq.md]: { gridColumn: '1 / -1' },
}));

/** The centred, padded content column every public section uses. */
import styled from '@emotion/styled';

export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.containerWidth,
  margin: '0 auto',
  padding: '0 1.25rem',
}));

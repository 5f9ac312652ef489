import styled from 'styled-components';

/** A muted line saying where something stands ('Saved', 'Presentation pages are shared only during a live session'). */
export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import styled from 'styled-components';

/** Responsive grid of cards: as many columns of at least `minWidth` as fit. */
export const CardGrid = styled.ul<{ $minWidth?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minWidth }) => $minWidth ?? '260px'}, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  padding: ${({ theme }) => theme.space(4)};
`;

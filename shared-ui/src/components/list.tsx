import styled from 'styled-components';

/**
 * A list without bullets, margins or padding: the reset every remote used to write by hand. Still a real
 * `<ul>` (or `<ol>` with `as="ol"`), so screen readers announce "list, n items". `$gap` spaces the items.
 */
export const PlainList = styled.ul<{ $gap?: number }>`
  list-style-type: none;
  margin: 0;
  padding: 0;
  ${({ theme, $gap }) => ($gap ? `display: flex; flex-direction: column; gap: ${theme.space($gap)};` : '')}
`;

/** A list of rows in a card: dividers between rows, hover on rows that hold a link or button. */
export const List = styled(PlainList)`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  overflow: hidden;
`;

/** A row of `List`. `$interactive` for rows whose whole area acts (hover tint). */
export const ListItem = styled.li<{ $interactive?: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ theme, $interactive }) => ($interactive ? `&:hover { background: ${theme.colors.background}; }` : '')}
`;

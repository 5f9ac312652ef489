import type { ReactNode, TableHTMLAttributes } from 'react';
import styled from 'styled-components';

/*
 * A table wider than its place scrolls sideways, and says so: a shadow on the side with more columns (the
 * covers scroll with the content, the shadows stay with the box, so a shadow shows only where there is more).
 */
const Scroller = styled.div`
  overflow-x: auto;
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, transparent) left / 40px 100%
      no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, transparent) right / 40px 100%
      no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.18), transparent) left / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.18), transparent) right / 14px 100% no-repeat
      scroll,
    ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.body};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.small};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  tbody tr + tr td,
  tbody tr + tr th {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  /* numbers (amounts, counts) line up on the right */
  th[data-numeric],
  td[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The table's name for assistive technology; shown above the table unless `captionHidden`. */
  caption?: ReactNode;
  captionHidden?: boolean;
  children: ReactNode;
}

/**
 * A data table in a card: muted header row, dividers, row hover, horizontal scroll on narrow screens instead
 * of squeezing. Write `<thead>`/`<tbody>` inside; mark amount cells `data-numeric`.
 */
export function Table({ caption, captionHidden, children, ...rest }: TableProps) {
  return (
    <Scroller>
      <StyledTable {...rest}>
        {caption && (
          <caption
            style={
              captionHidden
                ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
                : undefined
            }
          >
            {caption}
          </caption>
        )}
        {children}
      </StyledTable>
    </Scroller>
  );
}

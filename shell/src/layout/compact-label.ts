import styled from 'styled-components';

/**
 * A header control's visible text, shown beside its icon on wider windows and read out only (visually hidden)
 * on a phone-sized one (spec 002: 768 px or less counts as mobile), so the bell and the user menu stay on
 * screen at 390 px. The text stays in the control's accessible name either way.
 */
export const CompactLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

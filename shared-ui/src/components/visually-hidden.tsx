import styled from 'styled-components';

/** Text for assistive technology only (labels, descriptions), out of the visual layout. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

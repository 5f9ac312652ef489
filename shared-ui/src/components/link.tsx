import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

const linkStyle = css`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 500;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.small};
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledRouterLink = styled(RouterLink)`
  ${linkStyle}
`;
const StyledAnchor = styled.a`
  ${linkStyle}
`;

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  children: ReactNode;
} & ({ to: string; href?: never } | { href: string; to?: never });

/**
 * The one text link: `to` navigates inside the app (react-router), `href` leaves it (another application, a
 * file). For an action that changes data use a Button, not a link.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, ...rest }, ref) {
  if (to !== undefined) return <StyledRouterLink ref={ref} to={to} {...rest} />;
  return <StyledAnchor ref={ref} href={href} {...rest} />;
});

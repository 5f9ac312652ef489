import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { useLiveChrome } from './use-live-chrome';
import { ConnectivityBanner } from '../connectivity/connectivity-banner';
import type { RemoteRegistry } from '../remotes/remote-registry';

/**
 * The app's frame is the window: the connectivity banner and the header keep their place at the top and the
 * side menu its column, while the content area scrolls on its own (a long page, or the calendar's grid, never
 * takes the header away with it).
 */
const Frame = styled.div`
  height: 100vh;
  height: 100dvh;
  display: flex;
  flex-direction: column;
  > :not(:last-child) {
    flex-shrink: 0;
  }
`;

const Body = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  min-height: 0;
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  overflow: auto;
`;

/** The chrome (header, side menu) shows only to admitted users; the content area stays in place either way,
 * because the remotes' outlet inside it must never be re-created. */
export function AppLayout({
  chrome,
  registry,
  children,
}: {
  chrome: boolean;
  /** The remotes' registry: which remote a path is, so the side menu highlights that path's entry. */
  registry: RemoteRegistry;
  children: ReactNode;
}) {
  useLiveChrome(chrome);
  return (
    <Frame>
      <ConnectivityBanner />
      {chrome && <Header />}
      <Body>
        {chrome && <SideMenu registry={registry} />}
        <Content id="content">{children}</Content>
      </Body>
    </Frame>
  );
}

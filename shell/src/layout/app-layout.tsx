import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { useLiveChrome } from './use-live-chrome';
import { ConnectivityBanner } from '../connectivity/connectivity-banner';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
`;

/** The chrome (header, side menu) shows only to admitted users; the content area stays in place either way,
 * because the remotes' outlet inside it must never be re-created. */
export function AppLayout({ chrome, children }: { chrome: boolean; children: ReactNode }) {
  useLiveChrome(chrome);
  return (
    <Frame>
      <ConnectivityBanner />
      {chrome && <Header />}
      <Body>
        {chrome && <SideMenu />}
        <Content id="content">{children}</Content>
      </Body>
    </Frame>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './header';
import { SideMenu } from './side-menu';

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

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Frame>
      <Header />
      <Body>
        <SideMenu />
        <Content id="content">{children}</Content>
      </Body>
    </Frame>
  );
}

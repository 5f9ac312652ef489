import { useCallback } from 'react';
import styled from 'styled-components';

let outlet: HTMLElement | null = null;
const pendingOutlet: Array<(element: HTMLElement) => void> = [];

/** The element a remote mounts into: one child per remote inside the shell's content area. */
export function remoteContainer(appName: string): HTMLElement {
  if (!outlet) throw new Error('The remote outlet is not rendered yet');
  const id = `single-spa-application:${appName}`;
  let container = document.getElementById(id);
  if (!container) {
    container = document.createElement('div');
    container.id = id;
    outlet.append(container);
  }
  return container;
}

/** Resolves once the shell's layout has rendered the outlet; single-spa starts only then. */
export function whenOutletReady(): Promise<HTMLElement> {
  return new Promise((resolve) => (outlet ? resolve(outlet) : pendingOutlet.push(resolve)));
}

const Outlet = styled.div`
  min-width: 0;
`;

/** Rendered once, always at the same place in the tree; React never renders children into it. */
export function RemoteOutlet() {
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    outlet = element;
    pendingOutlet.splice(0).forEach((resolve) => resolve(element));
  }, []);
  return <Outlet ref={ref} data-testid="remote-outlet" />;
}

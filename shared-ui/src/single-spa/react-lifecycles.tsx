import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { AppProviders } from '../providers/app-providers';
import { ErrorPanel } from '../components/error-panel';

/**
 * single-spa-react lifecycles for a React root of the page (a remote's application or a parcel): rendered
 * with createRoot; a render error shows the error panel in the root's place instead of unmounting it.
 */
export function reactLifecycles<P extends object>(rootComponent: ComponentType<P & AppProps>) {
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: () => (
      <AppProviders>
        <ErrorPanel description={undefined} />
      </AppProviders>
    ),
  });
}

import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useParams } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import type { AppProps } from 'single-spa';
import { lazyComponent } from './lazy-component';
import { pageRoutes, type RouteFile } from './page-routes';
import { createRemoteLifecycles, type RemoteCustomProps } from '../single-spa/create-remote-lifecycles';

// single-spa decides which remote owns the URL; these tests mount one remote without registering it.
jest.mock('single-spa', () => ({
  ...jest.requireActual('single-spa'),
  checkActivityFunctions: () => ['mf-test'],
}));

function Statistics() {
  return <h1>Statistics of {useParams().userId}</h1>;
}
function Videos() {
  return <h1>Videos</h1>;
}
function NotFound() {
  return <h1>Not found</h1>;
}

function setup() {
  const loadStatistics = jest.fn(() => Promise.resolve(Statistics));
  const loadVideos = jest.fn(() => Promise.resolve(Videos));
  const prefetch = jest.fn();
  const StatisticsPage = lazyComponent(loadStatistics);
  const VideosPage = lazyComponent(loadVideos);
  const file: RouteFile = {
    routes: [
      { path: '/videos', page: 'VideosPage' },
      { path: '/video/:id/statistic/user/:userId', page: 'StatisticsPage' },
      { path: '/video/:id', redirect: '/videos' },
      { path: '/not-found', page: 'NotFound' },
    ],
  };
  const pages = pageRoutes(file, {
    VideosPage: { page: VideosPage, wrap: (page) => <section aria-label="gate">{page}</section> },
    StatisticsPage: { page: StatisticsPage, prefetch },
    NotFound,
  });
  function Routes() {
    return (
      <Suspense fallback={<p>loading page</p>}>
        <pages.Routes />
      </Suspense>
    );
  }
  return { pages, Routes, loadStatistics, loadVideos, prefetch, StatisticsPage, VideosPage };
}

describe('pageRoutes', () => {
  it('preloads only the page matching the URL, with its prefetch given the params and the query client', async () => {
    const { pages, loadStatistics, loadVideos, prefetch, StatisticsPage } = setup();
    const client = new QueryClient();
    await pages.preload('/video/v1/statistic/user/u1', client);
    expect(loadStatistics).toHaveBeenCalledTimes(1);
    expect(loadVideos).not.toHaveBeenCalled();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ id: 'v1', userId: 'u1' }), client);
    expect(StatisticsPage.isLoaded).toBe(true);
  });

  it('renders a preloaded page in its first commit, without the Suspense fallback', async () => {
    const { pages, Routes } = setup();
    await pages.preload('/video/v1/statistic/user/u1');
    render(
      <MemoryRouter initialEntries={['/video/v1/statistic/user/u1']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Statistics of u1' })).toBeInTheDocument();
    expect(screen.queryByText('loading page')).not.toBeInTheDocument();
  });

  it('wraps a page and still suspends for a page nobody preloaded', async () => {
    const { Routes, loadVideos } = setup();
    render(
      <MemoryRouter initialEntries={['/videos']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByText('loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Videos' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'gate' })).toContainElement(screen.getByRole('heading'));
    expect(loadVideos).toHaveBeenCalledTimes(1);
  });

  it('resolves at once for a URL matching no page, and the table still answers it', async () => {
    const { pages, Routes, loadStatistics, loadVideos, prefetch } = setup();
    await expect(pages.preload('/no/such/page')).resolves.toBeUndefined();
    await expect(pages.preload('/video/v1')).resolves.toBeUndefined();
    expect(loadStatistics).not.toHaveBeenCalled();
    expect(loadVideos).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('preloads the page the router picks where patterns overlap (a static segment beats a parameter)', async () => {
    const loadCreate = jest.fn(() => Promise.resolve(() => <h1>Create</h1>));
    const loadDetail = jest.fn(() => Promise.resolve(() => <h1>Detail</h1>));
    const pages = pageRoutes(
      {
        routes: [
          { path: '/thing/:id', page: 'Detail' },
          { path: '/thing/create', page: 'Create' },
        ],
      },
      { Detail: lazyComponent(loadDetail), Create: lazyComponent(loadCreate) },
    );
    await pages.preload('/thing/create');
    expect(loadCreate).toHaveBeenCalledTimes(1);
    expect(loadDetail).not.toHaveBeenCalled();
    render(
      <MemoryRouter initialEntries={['/thing/create']}>
        <pages.Routes />
      </MemoryRouter>,
    );
    // No Suspense boundary here: rendering at once proves the router chose the preloaded page.
    expect(screen.getByRole('heading', { name: 'Create' })).toBeInTheDocument();
  });

  it('rejects when the page could not be fetched, and a prefetch that throws does not stop the code', async () => {
    const failing = lazyComponent<object>(() => Promise.reject(new Error('chunk failed')));
    const throwing = lazyComponent(() => Promise.resolve(Videos));
    const pages = pageRoutes(
      {
        routes: [
          { path: '/a', page: 'Failing' },
          { path: '/b', page: 'Throwing' },
        ],
      },
      {
        Failing: failing,
        Throwing: {
          page: throwing,
          prefetch: () => {
            throw new Error('no client');
          },
        },
      },
    );
    await expect(pages.preload('/a')).rejects.toThrow('chunk failed');
    await pages.preload('/b');
    expect(throwing.isLoaded).toBe(true);
  });
});

describe('a remote mounted with pageRoutes preload', () => {
  // As in the page: single-spa mounts with React's own scheduler (mount resolves after the root committed).
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

  function mountRemote(path: string) {
    const { pages, Routes, loadStatistics } = setup();
    const lifecycles = createRemoteLifecycles({
      namespace: 'mf-test',
      translations: { en: {}, no: {} },
      App: Routes,
      preload: pages.preload,
    });
    window.history.pushState(null, '', path);
    const element = document.createElement('div');
    document.body.append(element);
    // Everything the remote's root ever showed, from before mount until the test reads it.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(element.textContent ?? ''));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    const props = { name: 'mf-test', domElementGetter: () => element } as unknown as RemoteCustomProps &
      AppProps;
    return { lifecycles, props, element, seen, observer, loadStatistics };
  }

  it('mounts straight into the page of a preloaded URL: the spinner never shows', async () => {
    const { lifecycles, props, element, seen, observer, loadStatistics } = mountRemote(
      '/video/v1/statistic/user/u9',
    );
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(element).toHaveTextContent('Statistics of u9');
    expect(loadStatistics).toHaveBeenCalledTimes(1);
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((text) => text.includes('loading page'))).toBe(false);
    await lifecycles.unmount(props);
  });

  it('mounts for a URL matching no page and lands on the catch-all', async () => {
    const { lifecycles, props, element, observer } = mountRemote('/somewhere/else');
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(element).toHaveTextContent('Not found');
    expect(window.location.pathname).toBe('/not-found');
    observer.disconnect();
    await lifecycles.unmount(props);
  });
});

describe('routes.json and the pages given', () => {
  const Page = () => <h1>page</h1>;
  it('refuses a line naming a page that is not given, a page no line names, and a line with both', () => {
    expect(() => pageRoutes({ routes: [{ path: '/a', page: 'Missing' }] }, { Page })).toThrow(
      'routes.json: /a names page Missing, which is not given',
    );
    expect(() => pageRoutes({ routes: [{ path: '/a', page: 'Page' }] }, { Page, Other: Page })).toThrow(
      'routes.json names no path for Other',
    );
    expect(() => pageRoutes({ routes: [{ path: '/a', page: 'Page', redirect: '/b' }] }, { Page })).toThrow(
      'routes.json: /a has both a page and a redirect',
    );
    expect(() => pageRoutes({ routes: [{ path: '/a' }] }, { Page })).toThrow('names page undefined');
  });

  it('lists the lines and their paths in order, the fallback not among them', () => {
    const table = pageRoutes(
      {
        routes: [
          { path: '/b', redirect: '/a' },
          { path: '/a', page: 'Page', menu: 'a' },
        ],
      },
      { Page },
    );
    expect(table.paths).toEqual(['/b', '/a']);
    expect(table.lines[1]).toEqual({ path: '/a', page: 'Page', menu: 'a' });
  });
});

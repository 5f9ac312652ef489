/**
 * What the page's shared `react-router-dom` provides. A shared module cannot be tree-shaken (any remote may
 * use any export), and the whole of react-router 7 is about 60 KB gzip; sharing this list instead keeps one
 * router in the page at about a third of that. `react-router-dom-exports.test.ts` fails when code imports a
 * name from 'react-router-dom' that is missing here: add it to this list.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  To,
  PathMatch,
  Params,
  LinkProps,
  NavLinkProps,
} from 'react-router';

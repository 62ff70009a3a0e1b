// `@beacon/shared/router`: the router API the console uses, and the only way its code imports
// react-router (lint: shared/build/lint/antdImports.mjs). It is the shared singleton in place of
// the whole package: a shared module cannot be tree-shaken, and react-router whole is 63 KB gzip in
// the shell's first load, the part the console uses about half of it. The shell provides it; every
// remote takes the shell's, so there is one router (one set of contexts) on the page.
// Tests may import react-router itself (MemoryRouter and friends): the same module instance.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';

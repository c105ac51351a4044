/**
 * The one door to react-router for the shell and every remote.
 *
 * react-router is not shared through federation by itself: a shared package is bundled
 * whole (federation cannot know which exports another app will use), and react-router's
 * entry carries data routers, server rendering and RSC support we never run, on every
 * first load. Shared as part of @teamwear/shared, only what is
 * re-exported here is bundled, and every app still meets the same router context.
 * Add a name here before using it anywhere else (lint forbids importing react-router). The
 * shell picks the page itself from the route table (no <Routes>), so route matching is not here.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location } from 'react-router';

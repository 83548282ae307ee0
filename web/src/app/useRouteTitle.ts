import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { documentTitle, NOT_FOUND_TITLE, ROUTE_TITLES, type RoutePath } from './routeTitles';

const titledRoutes = (Object.keys(ROUTE_TITLES) as RoutePath[]).map((path) => ({ path }));

/** The route's title for the current path (react-router ranks /profile/settings above /profile/:userId). */
export function routeTitle(pathname: string): string {
  const match = matchRoutes(titledRoutes, pathname)?.[0];
  return match ? ROUTE_TITLES[match.route.path] : NOT_FOUND_TITLE;
}

/** Keeps the tab's title on the current route's, so history, tabs and screen readers tell pages apart. */
export function useRouteTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(routeTitle(pathname));
  }, [pathname]);
}

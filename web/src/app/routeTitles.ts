/**
 * Every path the app answers, with its document title. The one list: the router's paths must be
 * among these (routes.tsx checks), each tab shows its title (useRouteTitle), and the build writes
 * it to dist/routes.json (vite.config.ts), from which the server answers 404 for any other path
 * and puts the title in the HTML it serves.
 */
export const ROUTE_TITLES = {
  '/': 'Home',
  '/login': 'Sign in',
  '/reset-password': 'Reset password',
  '/privacy-policy': 'Privacy policy',
  '/terms-of-service': 'Terms of service',
  '/developers': 'Developers',
  '/electoral-lookup': 'Electoral lookup',
  '/representatives': 'Your representatives',
  '/officials/:officialId': 'Official',
  '/post/:postId': 'Post',
  '/topic/:name': 'Topic',
  '/dashboard': 'Dashboard',
  '/profile/settings': 'Settings',
  '/wallet/checkout': 'Add funds',
  '/wallet/return': 'Payment',
  '/profile': 'Your profile',
  '/profile/:userId': 'Profile',
  '/profile/:userId/connections': 'Connections',
  '/results': 'Election results',
  '/watch': 'Polling-unit watch',
  '/map': 'Ward map',
  '/inec-data': 'Voter data',
  '/safety': 'Safety',
  '/admin/moderation': 'Moderation',
  '/news': 'News',
  '/quiz': 'Civic quiz',
} as const;

export type RoutePath = keyof typeof ROUTE_TITLES;

export const SITE_NAME = 'Civic Network';
export const NOT_FOUND_TITLE = 'Page not found';

/** The tab's title for a route's title: the home page keeps the site's full name. */
export function documentTitle(title: string): string {
  return title === ROUTE_TITLES['/'] ? `${SITE_NAME} · Nigerian voters` : `${title} · ${SITE_NAME}`;
}

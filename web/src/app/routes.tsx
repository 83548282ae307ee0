import { useRoutes, type RouteObject } from 'react-router-dom';
import { ComingSoonPage } from './ComingSoonPage';
import {
  ConnectionsPage,
  ElectoralLookupPage,
  HomePage,
  LoginPage,
  NewsPage,
  NotFoundPage,
  PostPage,
  PrivacyPolicyPage,
  ProfilePage,
  ResetPasswordPage,
  ResultsPage,
  SettingsPage,
  TermsOfServicePage,
  VoterDataPage,
  WardMapPage,
} from './pages';
import { RequireViewer } from './RequireViewer';
import { RootLayout } from './RootLayout';

function soon(feature: string, description: string) {
  return <ComingSoonPage feature={feature} description={description} />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-of-service', element: <TermsOfServicePage /> },
      { path: '/electoral-lookup', element: <ElectoralLookupPage /> },
      { path: '/post/:postId', element: <PostPage /> },
      {
        element: <RequireViewer />,
        children: [
          { path: '/profile/settings', element: <SettingsPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/profile/:userId', element: <ProfilePage /> },
          { path: '/profile/:userId/connections', element: <ConnectionsPage /> },
          { path: '/dashboard', element: soon('Civic dashboard', 'Points, levels, streaks, challenges and achievements.') },
          { path: '/results', element: <ResultsPage /> },
          { path: '/map', element: <WardMapPage /> },
          { path: '/inec-data', element: <VoterDataPage /> },
          { path: '/news', element: <NewsPage /> },
          { path: '/quiz', element: soon('Civic quiz', 'Test what you know about the constitution and elections.') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Plain (non-data) router: Apollo owns data loading, and this saves ~16 KB gzipped. */
export function AppRoutes() {
  return useRoutes(routes);
}

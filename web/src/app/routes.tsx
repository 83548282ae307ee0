import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import {
  ConnectionsPage,
  DashboardPage,
  DevelopersPage,
  ElectoralLookupPage,
  HomePage,
  LoginPage,
  ModerationPage,
  NewsPage,
  NotFoundPage,
  OfficialPage,
  PostPage,
  PrivacyPolicyPage,
  QuizPage,
  RepresentativesPage,
  ProfilePage,
  ResetPasswordPage,
  ResultsPage,
  TopicPage,
  SafetyPage,
  SettingsPage,
  TermsOfServicePage,
  VoterDataPage,
  WalletCheckoutPage,
  WalletReturnPage,
  WardMapPage,
  WatchPage,
} from './pages';
import { LoadBoundary } from '../components/LoadBoundary';
import { RequireViewer } from './RequireViewer';
import type { RoutePath } from './routeTitles';
import { RootLayout } from './RootLayout';

/** A routed page: its path must be listed, with its title, in routeTitles.ts. */
const page = (path: RoutePath, element: ReactNode): RouteObject => ({ path, element });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page('/', <HomePage />),
      page('/login', <LoginPage />),
      page('/reset-password', <ResetPasswordPage />),
      page('/privacy-policy', <PrivacyPolicyPage />),
      page('/terms-of-service', <TermsOfServicePage />),
      page('/developers', <DevelopersPage />),
      page('/electoral-lookup', <ElectoralLookupPage />),
      page('/representatives', <RepresentativesPage />),
      // Open to visitors: the watch is public, acting on it needs an account.
      page('/watch', <WatchPage />),
      page('/officials/:officialId', <OfficialPage />),
      page('/post/:postId', <PostPage />),
      page('/topic/:name', <TopicPage />),
      // Signed-in only, with its own sign-in message for visitors (SPEC §2 Dashboard).
      page('/dashboard', <DashboardPage />),
      {
        element: <RequireViewer />,
        children: [
          page('/profile/settings', <SettingsPage />),
          page('/wallet/checkout', <WalletCheckoutPage />),
          page('/wallet/return', <WalletReturnPage />),
          page('/profile', <ProfilePage />),
          page('/profile/:userId', <ProfilePage />),
          page('/profile/:userId/connections', <ConnectionsPage />),
          page('/results', <ResultsPage />),
          page('/map', <WardMapPage />),
          page('/inec-data', <VoterDataPage />),
          page('/safety', <SafetyPage />),
          page('/admin/moderation', <ModerationPage />),
          page('/news', <NewsPage />),
          page('/quiz', <QuizPage />),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Plain (non-data) router: Apollo owns data loading, and this saves ~16 KB gzipped. */
export function AppRoutes() {
  // The last line of defence: whatever fails outside a page's own boundary, never a blank screen.
  return <LoadBoundary what="the app">{useRoutes(routes)}</LoadBoundary>;
}

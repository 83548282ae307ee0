import { useRoutes, type RouteObject } from 'react-router-dom';
import {
  ConnectionsPage,
  DashboardPage,
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
} from './pages';
import { RequireViewer } from './RequireViewer';
import { RootLayout } from './RootLayout';

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
      { path: '/representatives', element: <RepresentativesPage /> },
      { path: '/officials/:officialId', element: <OfficialPage /> },
      { path: '/post/:postId', element: <PostPage /> },
      { path: '/topic/:name', element: <TopicPage /> },
      // Signed-in only, with its own sign-in message for visitors (SPEC §2 Dashboard).
      { path: '/dashboard', element: <DashboardPage /> },
      {
        element: <RequireViewer />,
        children: [
          { path: '/profile/settings', element: <SettingsPage /> },
          { path: '/wallet/checkout', element: <WalletCheckoutPage /> },
          { path: '/wallet/return', element: <WalletReturnPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/profile/:userId', element: <ProfilePage /> },
          { path: '/profile/:userId/connections', element: <ConnectionsPage /> },
          { path: '/results', element: <ResultsPage /> },
          { path: '/map', element: <WardMapPage /> },
          { path: '/inec-data', element: <VoterDataPage /> },
          { path: '/safety', element: <SafetyPage /> },
          { path: '/admin/moderation', element: <ModerationPage /> },
          { path: '/news', element: <NewsPage /> },
          { path: '/quiz', element: <QuizPage /> },
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

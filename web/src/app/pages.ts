import { lazy } from 'react';

// Every page is its own chunk, so the first load carries only the shell.
export const HomePage = lazy(() => import('../features/home/HomePage'));
export const LoginPage = lazy(() => import('../features/auth/LoginPage'));
export const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
export const SettingsPage = lazy(() => import('../features/profile/SettingsPage'));
export const PrivacyPolicyPage = lazy(() => import('../features/legal/PrivacyPolicyPage'));
export const TermsOfServicePage = lazy(() => import('../features/legal/TermsOfServicePage'));
export const ElectoralLookupPage = lazy(() => import('../features/geo/ElectoralLookupPage'));
export const VoterDataPage = lazy(() => import('../features/voter-data/VoterDataPage'));
export const WardMapPage = lazy(() => import('../features/map/WardMapPage'));
export const PostPage = lazy(() => import('../features/posts/PostPage'));
export const TopicPage = lazy(() => import('../features/posts/TopicPage'));
export const ProfilePage = lazy(() => import('../features/people/ProfilePage'));
export const ConnectionsPage = lazy(() => import('../features/people/ConnectionsPage'));
export const ResultsPage = lazy(() => import('../features/results/ResultsPage'));
export const ModerationPage = lazy(() => import('../features/moderation/ModerationPage'));
export const SafetyPage = lazy(() => import('../features/moderation/SafetyPage'));
export const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
export const NewsPage = lazy(() => import('../features/news/NewsPage'));
export const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
export const QuizPage = lazy(() => import('../features/quiz/QuizPage'));
export const WalletCheckoutPage = lazy(() => import('../features/wallet/CheckoutPage'));
export const WalletReturnPage = lazy(() => import('../features/wallet/ReturnPage'));
export const RepresentativesPage = lazy(() => import('../features/representatives/RepresentativesPage'));
export const OfficialPage = lazy(() => import('../features/representatives/OfficialPage'));

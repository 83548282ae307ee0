import { lazyRetry } from '../components/lazyRetry';

// Every page is its own chunk, so the first load carries only the shell; a chunk that failed to
// download (offline) is fetched again when the page's LoadBoundary retries.
export const HomePage = lazyRetry(() => import('../features/home/HomePage'));
export const LoginPage = lazyRetry(() => import('../features/auth/LoginPage'));
export const ResetPasswordPage = lazyRetry(() => import('../features/auth/ResetPasswordPage'));
export const SettingsPage = lazyRetry(() => import('../features/profile/SettingsPage'));
export const PrivacyPolicyPage = lazyRetry(() => import('../features/legal/PrivacyPolicyPage'));
export const TermsOfServicePage = lazyRetry(() => import('../features/legal/TermsOfServicePage'));
export const ElectoralLookupPage = lazyRetry(() => import('../features/geo/ElectoralLookupPage'));
export const VoterDataPage = lazyRetry(() => import('../features/voter-data/VoterDataPage'));
export const WardMapPage = lazyRetry(() => import('../features/map/WardMapPage'));
export const PostPage = lazyRetry(() => import('../features/posts/PostPage'));
export const TopicPage = lazyRetry(() => import('../features/posts/TopicPage'));
export const ProfilePage = lazyRetry(() => import('../features/people/ProfilePage'));
export const ConnectionsPage = lazyRetry(() => import('../features/people/ConnectionsPage'));
export const ResultsPage = lazyRetry(() => import('../features/results/ResultsPage'));
export const ModerationPage = lazyRetry(() => import('../features/moderation/ModerationPage'));
export const SafetyPage = lazyRetry(() => import('../features/moderation/SafetyPage'));
export const NotFoundPage = lazyRetry(() => import('../features/errors/NotFoundPage'));
export const NewsPage = lazyRetry(() => import('../features/news/NewsPage'));
export const DashboardPage = lazyRetry(() => import('../features/dashboard/DashboardPage'));
export const QuizPage = lazyRetry(() => import('../features/quiz/QuizPage'));
export const WalletCheckoutPage = lazyRetry(() => import('../features/wallet/CheckoutPage'));
export const WalletReturnPage = lazyRetry(() => import('../features/wallet/ReturnPage'));
export const RepresentativesPage = lazyRetry(() => import('../features/representatives/RepresentativesPage'));
export const OfficialPage = lazyRetry(() => import('../features/representatives/OfficialPage'));
export const WatchPage = lazyRetry(() => import('../features/watch/WatchPage'));
export const DevelopersPage = lazyRetry(() => import('../features/developers/DevelopersPage'));

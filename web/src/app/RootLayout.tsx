import { Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { lazyRetry } from '../components/lazyRetry';
import { LoadBoundary } from '../components/LoadBoundary';
import { PageContainer } from '../components/PageContainer';
import { PageSkeleton } from '../components/PageSkeleton';
import { SessionWatcher } from '../features/auth/SessionWatcher';
import { useViewer } from '../features/auth/viewer';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { UpdatePrompt } from '../features/offline/UpdatePrompt';
import { Footer } from './Footer';
import { Header } from './Header';
import { routeTitle, useRouteTitle } from './useRouteTitle';
import { OutboxPanel } from '../features/offline/OutboxPanel';

// Its own chunk: only members under a week old see it.
const OnboardingModal = lazyRetry(() => import('../features/onboarding/OnboardingModal'));

export function RootLayout() {
  const { viewer, loading } = useViewer();
  const location = useLocation();
  useRouteTitle();

  return (
    <Flex direction="column" minH="100dvh">
      <Header viewer={viewer} loading={loading} />
      <OfflineBanner />
      {viewer && <OutboxPanel />}
      <UpdatePrompt />
      {viewer && <SessionWatcher />}
      {viewer && (
        <LoadBoundary what="the welcome steps" variant="silent">
          <OnboardingModal userId={viewer.id} />
        </LoadBoundary>
      )}
      {/* At least a screen tall: the footer never shows on the first screen, to be pushed down (or
          pulled up into view) when the page's content arrives. */}
      <Flex as="main" direction="column" flex="1" minH="100dvh">
        <LoadBoundary what={`the ${routeTitle(location.pathname)} page`} fallback={<PageContainer><PageSkeleton /></PageContainer>} resetKey={location.pathname}>
          <Outlet />
        </LoadBoundary>
      </Flex>
      <Footer />
    </Flex>
  );
}

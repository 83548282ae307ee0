import { Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { SessionWatcher } from '../features/auth/SessionWatcher';
import { useViewer } from '../features/auth/viewer';
import { Footer } from './Footer';
import { Header } from './Header';

// Its own chunk: only members under a week old see it.
const OnboardingModal = lazy(() => import('../features/onboarding/OnboardingModal'));

export function RootLayout() {
  const { viewer, loading } = useViewer();

  return (
    <Flex direction="column" minH="100dvh">
      <Header viewer={viewer} loading={loading} />
      {viewer && <SessionWatcher />}
      {viewer && (
        <Suspense fallback={null}>
          <OnboardingModal userId={viewer.id} />
        </Suspense>
      )}
      <Flex as="main" direction="column" flex="1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Flex>
      <Footer />
    </Flex>
  );
}

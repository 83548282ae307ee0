import { Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { SessionWatcher } from '../features/auth/SessionWatcher';
import { useViewer } from '../features/auth/viewer';
import { Footer } from './Footer';
import { Header } from './Header';

export function RootLayout() {
  const { viewer, loading } = useViewer();

  return (
    <Flex direction="column" minH="100dvh">
      <Header viewer={viewer} loading={loading} />
      {viewer && <SessionWatcher />}
      <Flex as="main" direction="column" flex="1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Flex>
      <Footer />
    </Flex>
  );
}

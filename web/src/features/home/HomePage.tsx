import { Grid, GridItem } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';
import { PageContainer } from '../../components/PageContainer';
import { SIGN_IN_URL, useViewer } from '../auth/viewer';
import { HomeTabs } from './HomeTabs';
import { JoinCard } from './JoinCard';
import { parseTab, type HomeTab } from './tabs';
import { WelcomeCard } from './WelcomeCard';

export default function HomePage() {
  const { viewer, loading } = useViewer();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const visitorWantsNotifications = !loading && !viewer && tab === 'notifications';

  useEffect(() => {
    // Notifications are personal: a visitor is sent through server-side sign-in.
    if (visitorWantsNotifications) window.location.assign(SIGN_IN_URL);
  }, [visitorWantsNotifications]);

  const changeTab = (next: HomeTab) => setParams({ tab: next });

  return (
    <PageContainer>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' }} gap={{ base: '5', lg: '8' }} alignItems="start">
        <GridItem>{viewer ? <WelcomeCard viewer={viewer} /> : <JoinCard />}</GridItem>
        <GridItem>
          {viewer ? (
            <HomeTabs tab={tab} onTabChange={changeTab} />
          ) : (
            <ComingSoon feature="Blowing" description="Trending posts from across Nigeria will appear here." />
          )}
        </GridItem>
      </Grid>
    </PageContainer>
  );
}

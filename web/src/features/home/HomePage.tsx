import { Grid, GridItem } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageSpinner } from '../../components/PageSpinner';
import { SIGN_IN_URL, useViewer } from '../auth/viewer';
import { FloatingCreateButton } from './FloatingCreateButton';
import { HomeFeedTab } from './HomeFeedTab';
import { HomeTabs } from './HomeTabs';
import { JoinCard } from './JoinCard';
import { LeftSidebar } from '../onboarding/LeftSidebar';
import { RightSidebar } from './RightSidebar';
import { FEED_TABS, HOME_TABS, parseTab, type HomeTab } from './tabs';

const BLOWING = HOME_TABS.find((t) => t.value === 'blowing')!;

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
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)', xl: '220px minmax(0, 1fr) 260px' }}
        templateRows={{ lg: 'auto 1fr', xl: 'auto' }}
        gap={{ base: '5', lg: '8', xl: '6' }}
        alignItems="start"
      >
        <GridItem>{viewer ? <LeftSidebar viewer={viewer} /> : <JoinCard />}</GridItem>
        <GridItem gridColumn={{ lg: '2' }} gridRow={{ lg: '1 / span 2', xl: '1' }}>
          {loading ? (
            <PageSpinner />
          ) : viewer ? (
            <HomeTabs tab={tab} onTabChange={changeTab} viewer={viewer} />
          ) : (
            // Location feeds need a member's place, and Following an account: visitors read Blowing.
            <HomeFeedTab kind="BLOWING" title={BLOWING.feature} description={BLOWING.description} viewer={null} />
          )}
        </GridItem>
        <RightSidebar />
      </Grid>
      {viewer && FEED_TABS[tab] && <FloatingCreateButton />}
    </PageContainer>
  );
}

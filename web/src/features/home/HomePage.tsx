import { Grid, GridItem, Heading } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useViewer } from '../auth/viewer';
import { FloatingCreateButton } from './FloatingCreateButton';
import { HomeTabs } from './HomeTabs';
import { JoinCard } from './JoinCard';
import { LeftSidebar } from '../onboarding/LeftSidebar';
import { RightSidebar } from './RightSidebar';
import { FEED_TABS, HOME_TABS, isPlaceKind, parseTab, type HomeTab } from './tabs';
import { SIGN_IN_URL } from '../../lib/signIn';

export default function HomePage() {
  const { viewer, loading } = useViewer();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const visitorWantsNotifications = !loading && !viewer && tab === 'notifications';

  useEffect(() => {
    // Notifications are personal: a visitor is sent through server-side sign-in.
    if (visitorWantsNotifications) window.location.assign(SIGN_IN_URL);
  }, [visitorWantsNotifications]);

  const place = params.get('place') ?? '';
  // A chosen place carries over between the place feeds: a ward's feed of LGA is its LGA's, and
  // the ward tab opened from a state starts the choice at that state.
  const changeTab = (next: HomeTab) => setParams(place && isPlaceKind(FEED_TABS[next]) ? { tab: next, place } : { tab: next });
  const changePlace = (code: string | null) => setParams(code ? { tab, place: code } : { tab });

  return (
    <PageContainer>
      {/* The page's name for screen readers (the tab strip shows it to the eye). */}
      <Heading as="h1" srOnly>
        {`Home: ${HOME_TABS.find((t) => t.value === tab)!.label}`}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)', xl: '220px minmax(0, 1fr) 260px' }}
        templateRows={{ lg: 'auto 1fr', xl: 'auto' }}
        gap={{ base: '5', lg: '8', xl: '6' }}
        alignItems="start"
      >
        <GridItem>{viewer ? <LeftSidebar viewer={viewer} /> : <JoinCard />}</GridItem>
        <GridItem gridColumn={{ lg: '2' }} gridRow={{ lg: '1 / span 2', xl: '1' }}>
          {loading ? (
            <PageSkeleton />
          ) : (
            <HomeTabs tab={tab} onTabChange={changeTab} viewer={viewer} place={place} onPlaceChange={changePlace} />
          )}
        </GridItem>
        <RightSidebar />
      </Grid>
      {viewer && FEED_TABS[tab] && <FloatingCreateButton />}
    </PageContainer>
  );
}

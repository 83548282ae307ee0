import { Icon, Stack, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { ComingSoon } from '../../components/ComingSoon';
import { PageSpinner } from '../../components/PageSpinner';
import { BellIcon } from '../../components/icons';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { bellLabel, UnreadDot } from '../notifications/UnreadDot';
import { useUnreadCounts } from '../notifications/unread';
import { ConnectTab } from '../people/ConnectTab';
import { HomeFeedTab } from './HomeFeedTab';
import { FEED_TABS, HOME_TABS, type HomeTab } from './tabs';

const NotificationsTab = lazy(() => import('../notifications/NotificationsTab'));

const ResultsHomeTab = lazy(() => import('../results/ResultsHomeTab'));

const NewsTab = lazy(() => import('../news/NewsTab'));

const WardEventsCard = lazy(() => import('../events/WardEventsCard'));

interface HomeTabsProps {
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
  viewer: ViewerFieldsFragment;
}

export function HomeTabs({ tab, onTabChange, viewer }: HomeTabsProps) {
  const current = HOME_TABS.find((t) => t.value === tab)!;
  const feedKind = FEED_TABS[tab];
  const list = useRef<HTMLDivElement>(null);
  const unread = useUnreadCounts();

  useEffect(() => {
    // On phones the list scrolls sideways: bring the chosen tab (say Ward, from a link) into view.
    const selected = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list.current && selected) {
      list.current.scrollLeft = selected.offsetLeft - (list.current.clientWidth - selected.offsetWidth) / 2;
    }
  }, [tab]);

  return (
    <Tabs.Root value={tab} onValueChange={(e) => onTabChange(e.value as HomeTab)} variant="plain" colorPalette="brand">
      {/* Scrolls sideways on phones instead of wrapping or overflowing the page. */}
      <Tabs.List
        ref={list}
        position="relative"
        bg="bg"
        rounded="xl"
        borderWidth="1px"
        p="1"
        overflowX="auto"
        flexWrap="nowrap"
        maxW="full"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {HOME_TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            flexShrink={0}
            position="relative"
            px="3"
            rounded="lg"
            aria-label={t.value === 'notifications' ? bellLabel(unread.notifications) : undefined}
            _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}
          >
            {t.value === 'notifications' ? (
              <>
                <Icon as={BellIcon} boxSize="4" />
                {unread.notifications > 0 && <UnreadDot top="1.5" right="1.5" />}
              </>
            ) : (
              t.label
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} pt="4">
        {tab === 'connect' ? (
          <ConnectTab title={current.feature} description={current.description} />
        ) : tab === 'results' ? (
          <Suspense fallback={<PageSpinner />}>
            <ResultsHomeTab />
          </Suspense>
        ) : tab === 'news' ? (
          <Suspense fallback={<PageSpinner />}>
            <NewsTab />
          </Suspense>
        ) : tab === 'notifications' ? (
          <Suspense fallback={<PageSpinner />}>
            <NotificationsTab />
          </Suspense>
        ) : feedKind === 'WARD' ? (
          <Stack gap="4">
            <Suspense fallback={null}>
              <WardEventsCard />
            </Suspense>
            <HomeFeedTab kind={feedKind} title={current.feature} description={current.description} viewer={viewer} />
          </Stack>
        ) : feedKind ? (
          <HomeFeedTab kind={feedKind} title={current.feature} description={current.description} viewer={viewer} />
        ) : (
          <ComingSoon feature={current.feature} description={current.description} />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

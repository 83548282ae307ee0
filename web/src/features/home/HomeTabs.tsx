import { Icon, Stack, Tabs } from '@chakra-ui/react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { ComingSoon } from '../../components/ComingSoon';
import { PageSkeleton } from '../../components/PageSkeleton';
import { BellIcon } from '../../components/icons';
import type { Viewer } from '../auth/viewer';
import { bellLabel, UnreadDot } from '../notifications/UnreadDot';
import { useUnreadCounts } from '../notifications/unread';
import { ConnectTab } from '../people/ConnectTab';
import { HomeFeedTab } from './HomeFeedTab';
import { ScrollingTabList } from '../../components/ScrollingTabList';
import { FEED_TABS, tabsFor, type HomeTab } from './tabs';
import { touchTarget } from '../../app/theme';

const NotificationsTab = lazyRetry(() => import('../notifications/NotificationsTab'));

const ResultsHomeTab = lazyRetry(() => import('../results/ResultsHomeTab'));

const NewsTab = lazyRetry(() => import('../news/NewsTab'));

const WardEventsCard = lazyRetry(() => import('../events/WardEventsCard'));

interface HomeTabsProps {
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
  /** Null for a visitor: the tabs visitors may read, place feeds with a place chooser. */
  viewer: Viewer | null;
  /** ?place= of a place feed. */
  place: string;
  onPlaceChange: (code: string | null) => void;
}

const TRIGGER = { flexShrink: 0, position: 'relative', px: '3', minH: '11', rounded: 'lg', _selected: { bg: 'brand.solid', color: 'brand.contrast' } } as const;

/** The bell, with the unread dot: members only (a visitor has no notifications to ask for). */
function NotificationsTrigger() {
  const unread = useUnreadCounts();
  return (
    // An icon alone is narrower than a finger: the bell is as wide as it is tall on a touch screen.
    <Tabs.Trigger value="notifications" aria-label={bellLabel(unread.notifications)} {...TRIGGER} css={touchTarget}>
      <Icon as={BellIcon} boxSize="4" />
      {unread.notifications > 0 && <UnreadDot top="1.5" right="1.5" />}
    </Tabs.Trigger>
  );
}

export function HomeTabs({ tab, onTabChange, viewer, place, onPlaceChange }: HomeTabsProps) {
  const tabs = tabsFor(Boolean(viewer));
  const current = tabs.find((t) => t.value === tab) ?? tabs[0];
  const feedKind = FEED_TABS[current.value];

  return (
    <Tabs.Root value={current.value} onValueChange={(e) => onTabChange(e.value as HomeTab)} variant="plain" colorPalette="brand">
      <ScrollingTabList selected={current.value}>
        {tabs.map((t) =>
          t.value === 'notifications' ? (
            <NotificationsTrigger key={t.value} />
          ) : (
            <Tabs.Trigger key={t.value} value={t.value} {...TRIGGER}>
              {t.label}
            </Tabs.Trigger>
          ),
        )}
      </ScrollingTabList>
      <Tabs.Content value={current.value} pt="4">
        {current.value === 'connect' ? (
          <ConnectTab title={current.feature} description={current.description} />
        ) : current.value === 'results' ? (
          <LoadBoundary what="results" fallback={<PageSkeleton />}>
            <ResultsHomeTab />
          </LoadBoundary>
        ) : current.value === 'news' ? (
          <LoadBoundary what="news" fallback={<PageSkeleton />}>
            <NewsTab />
          </LoadBoundary>
        ) : current.value === 'notifications' ? (
          <LoadBoundary what="notifications" fallback={<PageSkeleton />}>
            <NotificationsTab />
          </LoadBoundary>
        ) : feedKind === 'WARD' && viewer && !place ? (
          <Stack gap="4">
            <LoadBoundary what="your ward's events">
              <WardEventsCard />
            </LoadBoundary>
            <HomeFeedTab kind={feedKind} title={current.feature} description={current.description} viewer={viewer} place={place} onPlaceChange={onPlaceChange} />
          </Stack>
        ) : feedKind ? (
          <HomeFeedTab kind={feedKind} title={current.feature} description={current.description} viewer={viewer} place={place} onPlaceChange={onPlaceChange} />
        ) : (
          <ComingSoon feature={current.feature} description={current.description} />
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

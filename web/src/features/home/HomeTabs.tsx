import { Icon, Tabs } from '@chakra-ui/react';
import { ComingSoon } from '../../components/ComingSoon';
import { BellIcon } from '../../components/icons';
import { HOME_TABS, type HomeTab } from './tabs';

interface HomeTabsProps {
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
}

export function HomeTabs({ tab, onTabChange }: HomeTabsProps) {
  const current = HOME_TABS.find((t) => t.value === tab)!;

  return (
    <Tabs.Root value={tab} onValueChange={(e) => onTabChange(e.value as HomeTab)} variant="plain" colorPalette="brand">
      {/* Scrolls sideways on phones instead of wrapping or overflowing the page. */}
      <Tabs.List
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
            px="3"
            rounded="lg"
            aria-label={t.value === 'notifications' ? t.label : undefined}
            _selected={{ bg: 'brand.solid', color: 'brand.contrast' }}
          >
            {t.value === 'notifications' ? <Icon as={BellIcon} boxSize="4" /> : t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} pt="4">
        <ComingSoon feature={current.feature} description={current.description} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

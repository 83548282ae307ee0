import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { lazyRetry } from '../components/lazyRetry';
import { LoadBoundary } from '../components/LoadBoundary';
import { Logo, NARROW } from '../components/Logo';
import type { Viewer } from '../features/auth/viewer';
import { MobileNav } from './MobileNav';
import { NAV_ITEMS, navItemsFor } from './nav';
import { NAV_LINKS_CSS, NavItemLink } from './NavItemLink';
import { SIGN_IN_URL } from '../lib/signIn';
import { COARSE } from './theme';

// Only signed-in users need the menu (popover, positioning); visitors never download it.
const UserMenu = lazyRetry(() => import('./UserMenu'));
// The bell and Messages (with the dialog they open) arrive after the first paint too.
const HeaderActions = lazyRetry(() => import('../features/notifications/HeaderActions'));

interface HeaderProps {
  viewer: Viewer | null;
  loading: boolean;
}

export function Header({ viewer, loading }: HeaderProps) {
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      {/* On a narrow phone (320–390 px) the menu, the name and a member's three buttons fit on one
          line: 4 px between them, the buttons side by side, the end flush with the bar's padding
          (4 px below 360), the name smaller and, beside a member's buttons below 360, without the
          flag (Logo). index.html's shell-bar draws the same. */}
      <Flex maxW="5xl" mx="auto" px={{ base: '2', md: '6' }} h="14" align="center" gap={{ base: '1', md: '2' }} css={{ [NARROW]: { px: '1' } }}>
        <MobileNav signedIn={Boolean(viewer)} />
        <Logo compact={Boolean(viewer)} />
        <HStack as="nav" aria-label="Main" gap="1" ml="6" hideBelow="md" css={NAV_LINKS_CSS}>
          {navItemsFor(NAV_ITEMS, Boolean(viewer)).map((item) => (
            <NavItemLink key={item.to} item={item} signedIn={Boolean(viewer)} />
          ))}
        </HStack>
        <Box ml="auto">
          {viewer ? (
            <HStack gap={{ base: '0', md: '2' }}>
              {/* While their code loads, places as wide as what comes (two icon buttons; the avatar in
                  its button), so the logo beside them doesn't move when it does (nor, in the server's
                  shell, index.html, when the app takes over). */}
              <LoadBoundary what="notifications and messages" variant="compact" fallback={<Box w={{ base: '72px', md: '74px' }} css={{ [COARSE]: { w: { base: '88px', md: '90px' } } }} />}>
                <HeaderActions />
              </LoadBoundary>
              <LoadBoundary what="your menu" variant="compact" fallback={<Box boxSize="9" mx={{ base: '3px', md: '5px' }} css={{ [COARSE]: { mx: { base: '4px', md: '5px' } } }} rounded="full" bg="bg.muted" />}>
                <UserMenu viewer={viewer} />
              </LoadBoundary>
            </HStack>
          ) : (
            // Hidden while `me` loads so a signed-in user never sees Sign In flash.
            !loading && (
              <Button asChild colorPalette="brand" size="sm">
                <a href={SIGN_IN_URL}>Sign In</a>
              </Button>
            )
          )}
        </Box>
      </Flex>
    </Box>
  );
}

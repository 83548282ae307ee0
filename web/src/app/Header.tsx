import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Logo } from '../components/Logo';
import type { ViewerFieldsFragment } from '../gql/graphql';
import { MobileNav } from './MobileNav';
import { SIGN_IN_URL } from '../features/auth/viewer';
import { NAV_ITEMS } from './nav';
import { NavItemLink } from './NavItemLink';

// Only signed-in users need the menu (popover, positioning); visitors never download it.
const UserMenu = lazy(() => import('./UserMenu'));
// The bell and Messages (with the dialog they open) arrive after the first paint too.
const HeaderActions = lazy(() => import('../features/notifications/HeaderActions'));

interface HeaderProps {
  viewer: ViewerFieldsFragment | null;
  loading: boolean;
}

export function Header({ viewer, loading }: HeaderProps) {
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="5xl" mx="auto" px={{ base: '2', md: '6' }} h="14" align="center" gap="2">
        <MobileNav signedIn={Boolean(viewer)} />
        <Logo />
        <HStack as="nav" aria-label="Main" gap="1" ml="6" hideBelow="md">
          {NAV_ITEMS.map((item) => (
            <NavItemLink key={item.to} item={item} signedIn={Boolean(viewer)} />
          ))}
        </HStack>
        <Box ml="auto" pr={{ base: '2', md: '0' }}>
          {viewer ? (
            <HStack gap={{ base: '0.5', md: '2' }}>
              <Suspense fallback={<Box w="20" />}>
                <HeaderActions />
              </Suspense>
              <Suspense fallback={<Box boxSize="9" rounded="full" bg="bg.muted" />}>
                <UserMenu viewer={viewer} />
              </Suspense>
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

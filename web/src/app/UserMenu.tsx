import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '../components/UserAvatar';
import { useSignOut } from '../features/auth/useSignOut';
import { useViewerPowers } from '../features/auth/viewerPowers';
import { getFragmentData, graphql, type FragmentType } from '../gql';

const UserMenu_viewer = graphql(`
  fragment UserMenu_viewer on User {
    id
    displayName
    firstName
    handle
    avatarUrl
  }
`);

export default function UserMenu(props: { viewer: FragmentType<typeof UserMenu_viewer> }) {
  const viewer = getFragmentData(UserMenu_viewer, props.viewer);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { isAdmin } = useViewerPowers();

  return (
    // Each item acts from its own onClick (see PostMenu): Menu.Root's onSelect misses a bare click.
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" px={{ base: '0.5', md: '1' }} rounded="full" aria-label={`Account menu for ${viewer.displayName}`}>
          <UserAvatar name={viewer.displayName} src={viewer.avatarUrl} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Box px="3" py="2">
              <Box display="flex" gap="3" alignItems="center">
                <UserAvatar name={viewer.displayName} src={viewer.avatarUrl} size="md" />
                <Box minW="0">
                  <Text fontWeight="semibold" truncate>{viewer.displayName}</Text>
                  <Text fontSize="sm" color="fg.muted" truncate>@{viewer.handle}</Text>
                </Box>
              </Box>
              <Text mt="2" fontSize="sm" color="brand.fg" fontWeight="medium">
                Hey {viewer.firstName ?? viewer.displayName}!
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile" onClick={() => navigate('/profile')}>
              My Profile
            </Menu.Item>
            <Menu.Item value="settings" onClick={() => navigate('/profile/settings')}>
              Settings
            </Menu.Item>
            <Menu.Item value="safety" onClick={() => navigate('/safety')}>
              Reports &amp; Account Status
            </Menu.Item>
            {isAdmin && (
              <Menu.Item value="moderation" onClick={() => navigate('/admin/moderation')}>
                Moderation
              </Menu.Item>
            )}
            <Menu.Item value="sign-out" onClick={() => void signOut()} color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

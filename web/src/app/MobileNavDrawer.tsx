import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { Logo } from '../components/Logo';
import { MOBILE_NAV_ITEMS } from './nav';
import { NAV_LINKS_CSS, NavItemLink } from './NavItemLink';

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}

export default function MobileNavDrawer({ open, onOpenChange, signedIn }: MobileNavDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>
                  <Logo />
                </div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1" css={NAV_LINKS_CSS}>
                {MOBILE_NAV_ITEMS.map((item) => (
                  <NavItemLink key={item.to} item={item} signedIn={signedIn} />
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

import { Icon, IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { lazyRetry } from '../components/lazyRetry';
import { LoadBoundary } from '../components/LoadBoundary';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '../components/icons';

// The drawer (dialog, focus trap) loads on first open, keeping it out of the first download.
const MobileNavDrawer = lazyRetry(() => import('./MobileNavDrawer'));

export function MobileNav({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const location = useLocation();
  // Any navigation (a nav item or the logo) closes the drawer.
  useEffect(() => setOpen(false), [location]);

  return (
    <>
      <IconButton
        variant="ghost"
        aria-label="Open menu"
        aria-expanded={open}
        hideFrom="md"
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        <Icon as={MenuIcon} boxSize="5" />
      </IconButton>
      {everOpened && (
        <LoadBoundary what="the menu" variant="overlay" onClose={() => setEverOpened(false)}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} signedIn={signedIn} />
        </LoadBoundary>
      )}
    </>
  );
}

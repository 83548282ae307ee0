import { IconButton } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { PlusIcon } from '../../components/icons';

const ComposerModal = lazyRetry(() => import('../posts/composer/ComposerModal'));

/** SPEC §2, §9: the button appears once the page has scrolled past 200 px. */
const SHOW_AFTER_PX = 200;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Where the page already is (a member may have scrolled the drawn page before the app started)
    // at the next frame, when the browser lays the new screen out anyway: read now, scrollY would
    // make it lay the whole screen out in the task that mounts it.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}

/** The floating create-post button of the home feeds; it opens the Create New Post dialog. */
export function FloatingCreateButton() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  const [open, setOpen] = useState(false);
  return (
    <>
      {visible && (
        <IconButton
          aria-label="Create post"
          colorPalette="brand"
          size="xl"
          rounded="full"
          shadow="lg"
          position="fixed"
          bottom={{ base: '5', md: '8' }}
          right={{ base: '4', md: '8' }}
          zIndex="sticky"
          onClick={() => setOpen(true)}
        >
          <PlusIcon />
        </IconButton>
      )}
      {open && (
        <LoadBoundary what="the post composer" variant="overlay" onClose={() => setOpen(false)}>
          <ComposerModal onClose={() => setOpen(false)} />
        </LoadBoundary>
      )}
    </>
  );
}

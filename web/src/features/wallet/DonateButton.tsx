import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';

const DonateDialog = lazyRetry(() => import('./DonateDialog'));

/** Donate on another member's profile (SPEC §2, §6); the dialog loads on first press. */
export function DonateButton({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="brand" aria-label={`Donate to ${name}`} onClick={() => setOpen(true)}>
        ₦
        <Text as="span" display={{ base: 'none', sm: 'inline' }}>
          Donate
        </Text>
      </Button>
      {open && (
        <LoadBoundary what="Support" variant="overlay" onClose={() => setOpen(false)}>
          <DonateDialog recipientId={userId} name={name} onClose={() => setOpen(false)} />
        </LoadBoundary>
      )}
    </>
  );
}

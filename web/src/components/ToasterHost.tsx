import {
  Toaster as ChakraToaster,
  Portal,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';

// One toast at a time, 5 s each (SPEC §9). At the bottom, not the top, where it covered the header
// (its menu, sign-in and navigation). Its bottom edge is a variable set below per screen width.
export const toaster = createToaster({
  placement: 'bottom',
  max: 1,
  duration: 5000,
  offsets: { top: '1rem', left: '1rem', right: '1rem', bottom: 'var(--toast-offset-bottom)' },
});

/** Loaded on the first toast (see toast.tsx): zag's toast machine is not in the first download. */
export default function ToasterHost() {
  return (
    <Portal>
      {/* On phones 5.5rem up, clear of the floating create-post button (its top is 4.25rem up); on
          wider screens the toast is centred, away from that button in the corner. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} css={{ '--toast-offset-bottom': { base: '5.5rem', md: '1.5rem' } }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} maxWidth="420px">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Close" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

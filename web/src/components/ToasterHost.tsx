import {
  Toaster as ChakraToaster,
  Portal,
  Stack,
  Toast,
  createToaster,
} from '@chakra-ui/react';

// One toast at a time, 5 s each (SPEC §9).
export const toaster = createToaster({ placement: 'top', max: 1, duration: 5000 });

/** Loaded on the first toast (see toast.tsx): zag's toast machine is not in the first download. */
export default function ToasterHost() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
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

import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner() {
  return (
    <Center py="20" role="status" aria-label="Loading">
      <Spinner color="brand.solid" size="lg" />
    </Center>
  );
}

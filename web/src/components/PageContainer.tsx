import { Container, type ContainerProps } from '@chakra-ui/react';

/** The page gutter used by every screen, so widths and spacing stay consistent. */
export function PageContainer(props: ContainerProps) {
  return <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} {...props} />;
}

import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';

export default function NotFoundPage() {
  return (
    <PageContainer>
      <VStack gap="4" py={{ base: '12', md: '20' }} textAlign="center">
        <Heading as="h1" size="2xl">404 Page Not Found</Heading>
        <Text color="fg.muted" maxW="sm">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/">Go Home</RouterLink>
        </Button>
      </VStack>
    </PageContainer>
  );
}

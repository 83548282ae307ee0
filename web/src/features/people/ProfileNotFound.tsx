import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';

/** SPEC §2: 'Profile not found' with Go Back (to where the profile was opened from). */
export function ProfileNotFound({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  return (
    <PageContainer maxW="xl">
      <Stack align="center" textAlign="center" gap="3" py="16" px="4" bg="bg" rounded="2xl" borderWidth="1px">
        <Heading as="h1" size="xl">
          Profile not found
        </Heading>
        <Text color="fg.muted" maxW="sm">
          This member may have left the network, or the link is wrong.
        </Text>
        <Button colorPalette="brand" onClick={() => navigate(returnTo)}>
          Go Back
        </Button>
      </Stack>
    </PageContainer>
  );
}

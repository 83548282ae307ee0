import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ViewerFieldsFragment } from '../../gql/graphql';

export function WelcomeCard({ viewer }: { viewer: ViewerFieldsFragment }) {
  return (
    <Card.Root as="section" aria-labelledby="welcome-heading" rounded="2xl">
      <Card.Body gap="3">
        <Heading as="h2" id="welcome-heading" size="md">
          Welcome, {viewer.firstName ?? viewer.displayName}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Add your state, LGA and ward to see what voters around you are saying, and tell people a little about yourself.
        </Text>
        <Button asChild colorPalette="brand" variant="subtle" size="sm" alignSelf="flex-start">
          <RouterLink to="/profile/settings">Complete your profile</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, Card, Heading, Icon, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChartIcon, ChatIcon, UsersIcon } from '../../components/icons';

const BULLETS = [
  { icon: UsersIcon, text: 'Connect with Local Voters' },
  { icon: ChartIcon, text: 'Live Election Results' },
  { icon: ChatIcon, text: 'Political Discussions' },
];

export function JoinCard() {
  return (
    <Card.Root as="section" aria-labelledby="join-heading" rounded="2xl" overflow="hidden" borderColor="brand.muted">
      <Card.Header bg="brand.solid" color="brand.contrast" pb="5">
        <Heading as="h2" id="join-heading" size="lg">
          Join the conversation
        </Heading>
        <Text fontSize="sm">
          Meet voters in your ward, LGA and state, and follow every election as it happens.
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <List.Root variant="plain" gap="3">
          {BULLETS.map(({ icon, text }) => (
            <List.Item key={text} alignItems="center" fontWeight="medium">
              <List.Indicator asChild color="brand.fg" bg="brand.subtle" rounded="md" p="1.5" boxSize="8" me="3">
                <Icon as={icon} />
              </List.Indicator>
              {text}
            </List.Item>
          ))}
        </List.Root>
        <Button asChild colorPalette="brand" size="lg" w="full">
          <RouterLink to="/login">Join Now</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

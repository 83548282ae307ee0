import { Badge, Button, Card, HStack, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MapPinIcon } from '../../../components/icons';
import type { SponsoredItem } from './ads';

const TYPE_LABELS: Record<SponsoredItem['type'], string> = {
  'government-job': 'Government job',
  'civic-engagement': 'Civic engagement',
  'government-service': 'Government service',
  'political-event': 'Political event',
};

export function SponsoredCard({ item }: { item: SponsoredItem }) {
  const external = /^https?:/.test(item.link);
  const headingId = `ad-${item.id}`;
  return (
    <Card.Root as="aside" aria-labelledby={headingId} rounded="xl" variant="subtle" bg="brand.subtle" borderColor="brand.muted">
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" gap="2" fontSize="xs" color="fg.muted">
          <Text>Sponsored · {item.sponsor}</Text>
          <Badge colorPalette="brand" variant="surface" size="sm">
            {TYPE_LABELS[item.type]}
          </Badge>
        </HStack>
        <Heading as="h3" size="sm" id={headingId}>
          {item.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {item.description}
        </Text>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <HStack gap="1" fontSize="xs" color="fg.muted">
            <MapPinIcon boxSize="3" /> {item.location}
          </HStack>
          <Button asChild size="sm" colorPalette="brand" variant="outline" bg="bg">
            {external ? (
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                {item.action}
                <Text as="span" srOnly> (opens {new URL(item.link).hostname})</Text>
              </a>
            ) : (
              <RouterLink to={item.link}>{item.action}</RouterLink>
            )}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

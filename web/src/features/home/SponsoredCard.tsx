import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { ExternalLink } from '../../components/ExternalLink';
import type { SponsoredAd } from './sponsored';

const KIND: Record<SponsoredAd['type'], string> = {
  'government-job': 'Government jobs',
  'civic-engagement': 'Civic engagement',
  'government-service': 'Government service',
  'political-event': 'Political event',
};

/** One sponsored card: what it offers, who it is from, and a link out (new tab). */
export function SponsoredCard({ ad }: { ad: SponsoredAd }) {
  const headingId = `${ad.id}-heading`;
  return (
    <Card.Root as="aside" aria-labelledby={headingId} rounded="2xl" size="sm" bg="bg.subtle">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2">
          <Badge size="sm" variant="outline">Sponsored</Badge>
          <Text fontSize="xs" color="fg.muted">{KIND[ad.type]}</Text>
        </HStack>
        <Heading as="h3" size="sm" id={headingId}>{ad.title}</Heading>
        <Text fontSize="sm" color="fg.muted">{ad.description}</Text>
        <Text fontSize="xs" color="fg.muted">{ad.sponsor} · {ad.location}</Text>
        <ExternalLink href={ad.link} fontSize="sm" fontWeight="medium" alignSelf="flex-start">
          Learn more
        </ExternalLink>
      </Card.Body>
    </Card.Root>
  );
}

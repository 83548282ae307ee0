import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled card for one part of a page, named for assistive technology by its heading. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card.Root rounded="2xl" as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>{title}</Heading>
        {description && <Text color="fg.muted" fontSize="sm">{description}</Text>}
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

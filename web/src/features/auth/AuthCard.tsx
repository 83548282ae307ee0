import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageContainer } from '../../components/PageContainer';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The narrow centred card shared by sign-in, registration and password screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <PageContainer maxW="md">
      <Card.Root variant="elevated" rounded="2xl" borderTopWidth="4px" borderTopColor="brand.solid">
        <Card.Header gap="1" pt="6">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </PageContainer>
  );
}

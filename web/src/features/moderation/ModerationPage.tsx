import { Button, Heading, HStack, Stack, Tabs, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { PageSkeleton } from '../../components/PageSkeleton';
import type { QueueOrder } from '../../gql/graphql';
import { ModerationQueueQuery } from './documents';
import { useViewerPowers } from '../auth/viewerPowers';
import { ModerationLog } from './ModerationLog';
import { ReportGroupCard } from './ReportGroupCard';
import { RolesPanel } from './RolesPanel';
import { useViewer } from '../auth/viewer';
import { ReviewQueue } from '../watch/ReviewQueue';
import { ShowMoreButton } from '../../components/ShowMoreButton';

const ORDERS: { value: QueueOrder; label: string }[] = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'MOST_REPORTED', label: 'Most reported' },
];

function Queue({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const [order, setOrder] = useState<QueueOrder>('NEWEST');
  const { data, error, loading, fetchMore, refetch } = useQuery(ModerationQueueQuery, {
    variables: { order },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.moderationQueue;

  let body;
  if (!page) {
    body = error ? (
      <VStack gap="3" py="8">
        <Text color="fg.muted">The queue could not be loaded.</Text>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </VStack>
    ) : (
      <Text color="fg.muted">Loading reports…</Text>
    );
  } else if (!page.edges.length) {
    body = (
      <VStack gap="1" py="10" textAlign="center">
        <Text fontWeight="semibold">No open reports</Text>
        <Text color="fg.muted" fontSize="sm">
          The queue is clear. New reports appear here.
        </Text>
      </VStack>
    );
  } else {
    body = (
      <Stack gap="4">
        {page.edges.map(({ node }) => (
          <ReportGroupCard key={node.id} group={node} canActOnAdmins={isSuperAdmin} onActed={() => void refetch()} />
        ))}
        <ShowMoreButton pageInfo={page.pageInfo} loading={loading} fetchMore={fetchMore}>
          Show more reports
        </ShowMoreButton>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <HStack gap="2" role="group" aria-label="Sort reports">
        {ORDERS.map(({ value, label }) => (
          <Button
            key={value}
            size="sm"
            variant={order === value ? 'solid' : 'outline'}
            colorPalette={order === value ? 'brand' : 'gray'}
            aria-pressed={order === value}
            onClick={() => setOrder(value)}
          >
            {label}
          </Button>
        ))}
      </HStack>
      {body}
    </Stack>
  );
}

type Tab = 'queue' | 'incidents' | 'log' | 'roles';

/** /admin/moderation: the report queue, polling-unit incident reports to review and the audit log, for administrators only. */
export default function ModerationPage() {
  const status = useViewerPowers({ fresh: true });
  const [tab, setTab] = useState<Tab>('queue');
  const { viewer } = useViewer();
  if (status.loading) return <PageSkeleton />;
  if (!status.isAdmin) {
    return (
      <PageContainer maxW="2xl">
        <VStack gap="4" py={{ base: '12', md: '20' }} textAlign="center">
          <Heading as="h1" size="2xl">
            {status.error ? 'Could not load this page' : 'Administrators only'}
          </Heading>
          <Text color="fg.muted">
            {status.error ? 'Check your connection and try again.' : 'Moderation tools are for the network’s administrators.'}
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">Back to Feed</RouterLink>
          </Button>
        </VStack>
      </PageContainer>
    );
  }
  return (
    <PageContainer maxW="3xl">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Moderation
          </Heading>
          <Text color="fg.muted">Reports from members, grouped by what they report. Every action is logged.</Text>
        </Stack>
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="queue">Queue</Tabs.Trigger>
            <Tabs.Trigger value="incidents">Incidents</Tabs.Trigger>
            <Tabs.Trigger value="log">Log</Tabs.Trigger>
            {status.isSuperAdmin && <Tabs.Trigger value="roles">Roles</Tabs.Trigger>}
          </Tabs.List>
          <Tabs.Content value="queue" pt="4">
            <Queue isSuperAdmin={status.isSuperAdmin} />
          </Tabs.Content>
          {viewer && (
            <Tabs.Content value="incidents" pt="4">
              <ReviewQueue viewerId={viewer.id} />
            </Tabs.Content>
          )}
          <Tabs.Content value="log" pt="4">
            <ModerationLog isSuperAdmin={status.isSuperAdmin} />
          </Tabs.Content>
          {status.isSuperAdmin && viewer && (
            <Tabs.Content value="roles" pt="4">
              <RolesPanel viewerId={viewer.id} />
            </Tabs.Content>
          )}
        </Tabs.Root>
      </Stack>
    </PageContainer>
  );
}

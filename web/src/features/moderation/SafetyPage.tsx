import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { SectionCard } from '../../components/SectionCard';
import type { ReportOutcome } from '../../gql/graphql';
import { MyReportsQuery, MyStandingQuery } from './documents';
import { noticeTitle, SUBJECT_NOUN } from './labels';
import { lagosDate, relativeTime } from '../../lib/format';
import { ShowMoreButton } from '../../components/ShowMoreButton';

const OUTCOME: Record<ReportOutcome, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'gray' },
  ACTION_TAKEN: { label: 'Action taken', palette: 'green' },
  NO_ACTION: { label: 'No action', palette: 'orange' },
};

/** What moderators did about the member's own content and account, with the reasons. */
function Standing() {
  const { data, error } = useQuery(MyStandingQuery, { fetchPolicy: 'cache-and-network' });
  const standing = data?.myStanding;
  let body;
  if (!standing) body = <Text color="fg.muted" fontSize="sm">{error ? 'Your account status could not be loaded.' : 'Loading…'}</Text>;
  else {
    const actions = standing.actions.edges.map((e) => e.node);
    body = (
      <Stack gap="3">
        {standing.suspendedUntil ? (
          <Box role="status" bg="bg.warning" color="fg.warning" rounded="lg" p="3" fontSize="sm">
            Your account is suspended until {lagosDate(standing.suspendedUntil, 'dateTime')} (Lagos time). You can still read, but you cannot
            post, comment, send messages or promote posts until then.
          </Box>
        ) : (
          <Text fontSize="sm">Your account is in good standing: you can post, comment and message.</Text>
        )}
        {actions.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Moderator decisions">
            {actions.map((action) => (
              <Box as="li" key={action.id} borderWidth="1px" rounded="lg" p="3">
                <HStack justify="space-between" align="start" gap="2">
                  <Text fontWeight="medium" fontSize="sm">
                    {noticeTitle(action.action, action.contentType)}
                  </Text>
                  {!action.isActive && <Badge colorPalette="green">Reversed</Badge>}
                </HStack>
                {action.contentPreview && (
                  <Text fontSize="sm" color="fg.muted" lineClamp="2" overflowWrap="anywhere">
                    “{action.contentPreview}”
                  </Text>
                )}
                <Text fontSize="sm" mt="1">
                  <Text as="span" color="fg.muted">Reason:</Text> {action.reason}
                </Text>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {lagosDate(action.createdAt, 'dateTime')}
                  {action.action === 'SUSPEND' && action.expiresAt ? ` · until ${lagosDate(action.expiresAt, 'dateTime')}` : ''}
                  {action.postId && action.action === 'HIDE' && action.isActive && (
                    <>
                      {' · '}
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/post/${action.postId}`}>See it</RouterLink>
                      </Link>
                    </>
                  )}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <SectionCard title="Your account" description="Decisions moderators made about your posts, comments, messages and account.">
      {body}
    </SectionCard>
  );
}

/** The member's reports and what came of each. */
function Reports() {
  const { data, error, loading, fetchMore } = useQuery(MyReportsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = data?.myReports;
  let body;
  if (!page) body = <Text color="fg.muted" fontSize="sm">{error ? 'Your reports could not be loaded.' : 'Loading…'}</Text>;
  else if (!page.edges.length) body = <Text color="fg.muted" fontSize="sm">You have not reported anything.</Text>;
  else {
    body = (
      <Stack gap="3">
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Your reports">
          {page.edges.map(({ node }) => (
            <Box as="li" key={node.id} borderWidth="1px" rounded="lg" p="3">
              <HStack justify="space-between" align="start" gap="2">
                <Text fontSize="sm" fontWeight="medium">
                  A {SUBJECT_NOUN[node.contentType]} · {node.reasonLabel}
                </Text>
                <Badge colorPalette={OUTCOME[node.outcome].palette} flexShrink={0}>
                  {OUTCOME[node.outcome].label}
                </Badge>
              </HStack>
              {node.contentPreview && (
                <Text fontSize="sm" color="fg.muted" lineClamp="2" overflowWrap="anywhere">
                  “{node.contentPreview}”
                </Text>
              )}
              <Text fontSize="sm" mt="1">
                {node.summary}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="1">
                Reported {relativeTime(node.createdAt)}
                {node.reviewedAt ? ` · reviewed ${relativeTime(node.reviewedAt)}` : ''}
              </Text>
            </Box>
          ))}
        </Stack>
        <ShowMoreButton pageInfo={page.pageInfo} loading={loading} fetchMore={fetchMore} size="sm">
          Show older reports
        </ShowMoreButton>
      </Stack>
    );
  }
  return (
    <SectionCard title="Your reports" description="What you reported, and what the moderators decided.">
      {body}
    </SectionCard>
  );
}

/** /safety: the member's standing with the moderators and the outcome of their reports. */
export default function SafetyPage() {
  return (
    <PageContainer maxW="2xl">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          Reports and account status
        </Heading>
        <Standing />
        <Reports />
      </Stack>
    </PageContainer>
  );
}

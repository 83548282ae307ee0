import { Badge, Box, Button, Card, HStack, Image, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../components/UserAvatar';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ActionDialog, type QueueAction } from './ActionDialog';
import { SUBJECT_NOUN } from './labels';
import { relativeTime } from '../../lib/format';

const CONTEXT_LABEL = { POST: 'Reposting', COMMENT: 'On the post', MESSAGE: 'Earlier in the conversation', USER: '', OFFICIAL: '', INCIDENT: '' } as const;

const CONTENT_ACTIONS: { action: QueueAction; label: string }[] = [
  { action: 'HIDE', label: 'Hide' },
  { action: 'REMOVE', label: 'Remove' },
];
const MEMBER_ACTIONS: { action: QueueAction; label: string }[] = [
  { action: 'WARN', label: 'Warn' },
  { action: 'SUSPEND', label: 'Suspend' },
  { action: 'BAN', label: 'Ban' },
];

/** One reported item: the content in its context, who reported it and why, and the actions. */
const ReportGroupCard_group = graphql(`
  fragment ReportGroupCard_group on ReportGroup {
    id
    contentType
    contentId
    reportsCount
    latestReportAt
    reasons {
      reason
      label
      count
    }
    reports {
      id
      reasonLabel
      description
      createdAt
      reporter {
        id
        displayName
        handle
      }
    }
    content {
      id
      text
      imageUrl
      createdAt
      context
      postId
      isModerated
      isRemoved
      isDeleted
      moderationReason
      author {
        id
        displayName
        handle
        avatarUrl
        isAdmin
      }
    }
  }
`);

export function ReportGroupCard({ canActOnAdmins, onActed, ...props }: { group: FragmentType<typeof ReportGroupCard_group>; canActOnAdmins: boolean; onActed: () => void }) {
  const group = getFragmentData(ReportGroupCard_group, props.group);
  const [action, setAction] = useState<QueueAction | null>(null);
  const { content } = group;
  const noun = SUBJECT_NOUN[group.contentType];
  const author = content?.author;
  const authorName = author?.displayName ?? 'This member';
  const memberActionsAllowed = !!author && (!author.isAdmin || canActOnAdmins);
  const titleId = `report-group-${group.contentId}`;
  const context = content?.context;
  const contextLabel = CONTEXT_LABEL[group.contentType];

  return (
    <Card.Root as="article" rounded="xl" aria-labelledby={titleId}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stack gap="3">
          <HStack justify="space-between" align="start" gap="3">
            <HStack gap="3" minW="0">
              {author && <UserAvatar name={author.displayName} src={author.avatarUrl} size="sm" />}
              <Stack gap="0" minW="0">
                <Text id={titleId} fontWeight="semibold" lineClamp="2" overflowWrap="anywhere">
                  {group.contentType === 'USER' ? `Profile of ${authorName}` : `${noun[0].toUpperCase()}${noun.slice(1)} by ${authorName}`}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {author ? `@${author.handle} · ` : ''}last reported {relativeTime(group.latestReportAt)}
                </Text>
              </Stack>
            </HStack>
            <Badge colorPalette={group.reportsCount > 1 ? 'red' : 'orange'} flexShrink={0}>
              {group.reportsCount} {group.reportsCount === 1 ? 'report' : 'reports'}
            </Badge>
          </HStack>

          <Wrap gap="1.5">
            {group.reasons.map((reason) => (
              <Badge key={reason.reason} variant="outline">
                {reason.label}
                {reason.count > 1 ? ` ×${reason.count}` : ''}
              </Badge>
            ))}
          </Wrap>

          {!content ? (
            <Text color="fg.muted" fontSize="sm">This {noun} no longer exists.</Text>
          ) : (
            <Box borderWidth="1px" rounded="lg" p="3" bg="bg.subtle">
              {context && (
                <Box mb="2" ps="3" borderStartWidth="3px" borderColor="border.emphasized">
                  <Text fontSize="xs" color="fg.muted" fontWeight="medium">
                    {contextLabel}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" lineClamp="4">
                    {context}
                  </Text>
                </Box>
              )}
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {content.text || (group.contentType === 'USER' ? 'No bio.' : '')}
              </Text>
              {content.imageUrl && (
                <Image src={content.imageUrl} alt="" mt="2" maxH="48" rounded="md" loading="lazy" objectFit="cover" />
              )}
              {(content.isModerated || content.isDeleted) && (
                <Text mt="2" fontSize="sm" color="fg.warning">
                  {content.isDeleted
                    ? 'Already deleted.'
                    : `Already ${content.isRemoved ? 'removed' : 'hidden'}: ${content.moderationReason ?? ''}`}
                </Text>
              )}
              {content.postId && (
                <Link asChild fontSize="sm" color="brand.fg" mt="2">
                  <RouterLink to={`/post/${content.postId}`}>Open the post</RouterLink>
                </Link>
              )}
            </Box>
          )}

          <Stack as="ul" gap="2" listStyleType="none" aria-label="Reports">
            {group.reports.map((report) => (
              <Box as="li" key={report.id} fontSize="sm">
                <Text>
                  <Text as="span" fontWeight="medium">
                    {report.reporter.displayName}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">
                    · {report.reasonLabel} · {relativeTime(report.createdAt)}
                  </Text>
                </Text>
                {report.description && (
                  <Text color="fg.muted" overflowWrap="anywhere">
                    “{report.description}”
                  </Text>
                )}
              </Box>
            ))}
          </Stack>

          <Wrap gap="2" pt="1">
            <Button size="sm" variant="outline" onClick={() => setAction('DISMISS')}>
              Dismiss
            </Button>
            {content &&
              group.contentType !== 'USER' &&
              CONTENT_ACTIONS.map(({ action: kind, label }) => (
                <Button key={kind} size="sm" variant="outline" colorPalette="orange" onClick={() => setAction(kind)}>
                  {label}
                </Button>
              ))}
            {memberActionsAllowed &&
              MEMBER_ACTIONS.map(({ action: kind, label }) => (
                <Button key={kind} size="sm" variant="outline" colorPalette="red" onClick={() => setAction(kind)}>
                  {label}
                </Button>
              ))}
          </Wrap>
        </Stack>
      </Card.Body>
      {action && (
        <ActionDialog
          action={action}
          contentType={group.contentType}
          contentId={group.contentId}
          authorName={authorName}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            onActed();
          }}
        />
      )}
    </Card.Root>
  );
}

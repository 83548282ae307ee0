import { graphql } from '../../gql';

export const ReportGroupFields = graphql(`
  fragment ReportGroupFields on ReportGroup {
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

export const ModerationQueueQuery = graphql(`
  query ModerationQueue($order: QueueOrder, $after: String) {
    moderationQueue(order: $order, first: 20, after: $after) {
      edges {
        cursor
        node {
          ...ReportGroupFields @unmask
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ModerationActionFields = graphql(`
  fragment ModerationActionFields on ModerationAction {
    id
    action
    contentType
    contentId
    reason
    duration
    isActive
    isReversible
    createdAt
    expiresAt
    reversedAt
    reversalReason
    contentPreview
    postId
    grantedRole
    moderator {
      id
      displayName
    }
    reversedBy {
      id
      displayName
    }
    targetUser {
      id
      displayName
      handle
    }
  }
`);

export const ModerationLogQuery = graphql(`
  query ModerationLog($after: String) {
    moderationLog(first: 30, after: $after) {
      edges {
        cursor
        node {
          ...ModerationActionFields @unmask
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ModerateMutation = graphql(`
  mutation Moderate($input: ModerateInput!) {
    moderate(input: $input) {
      ...ModerationActionFields @unmask
    }
  }
`);

export const ReverseModerationMutation = graphql(`
  mutation ReverseModeration($id: ID!, $reason: String!) {
    reverseModerationAction(id: $id, reason: $reason) {
      ...ModerationActionFields @unmask
    }
  }
`);

export const MyReportsQuery = graphql(`
  query MyReports($after: String) {
    myReports(first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          contentType
          contentId
          reasonLabel
          description
          outcome
          summary
          contentPreview
          createdAt
          reviewedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MyStandingQuery = graphql(`
  query MyStanding {
    myStanding(first: 50) {
      suspendedUntil
      actions {
        edges {
          node {
            id
            action
            contentType
            reason
            isActive
            createdAt
            expiresAt
            contentPreview
            postId
          }
        }
      }
    }
  }
`);

export const AdministratorsQuery = graphql(`
  query Administrators {
    administrators {
      id
      displayName
      handle
      avatarUrl
      role
    }
  }
`);

export const MemberForRoleQuery = graphql(`
  query MemberForRole($handle: String!) {
    memberByHandle(handle: $handle) {
      id
      displayName
      handle
      avatarUrl
      role
    }
  }
`);

export const SetRoleMutation = graphql(`
  mutation SetRole($userId: ID!, $role: Role!, $reason: String) {
    setRole(userId: $userId, role: $role, reason: $reason) {
      id
      role
      isAdmin
      isSuperAdmin
    }
  }
`);

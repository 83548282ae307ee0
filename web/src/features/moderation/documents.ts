import { graphql } from '../../gql';

export const ModerationQueueQuery = graphql(`
  query ModerationQueue($order: QueueOrder, $after: String) {
    moderationQueue(order: $order, first: 20, after: $after) {
      edges {
        cursor
        node {
          id
          ...ReportGroupCard_group
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ModerationLogQuery = graphql(`
  query ModerationLog($after: String) {
    moderationLog(first: 30, after: $after) {
      edges {
        cursor
        node {
          id
          ...LogRow_action
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
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

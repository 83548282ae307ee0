import { graphql } from '../../gql';

export const UnreadCountsQuery = graphql(`
  query UnreadCounts {
    unreadCounts {
      notifications
      messages
    }
  }
`);

export const UnreadCountsChangedSubscription = graphql(`
  subscription UnreadCountsChanged {
    unreadCountsChanged {
      notifications
      messages
    }
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($first: Int!, $after: String) {
    notifications(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          read
          ...NotificationRow_notification
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      ...NotificationRow_notification
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const WebPushKeyQuery = graphql(`
  query WebPushKey {
    webPushKey
  }
`);

export const WebPushSubscribedQuery = graphql(`
  query WebPushSubscribed($endpoint: String!) {
    webPushSubscribed(endpoint: $endpoint)
  }
`);

export const SubscribeWebPushMutation = graphql(`
  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {
    subscribeWebPush(subscription: $subscription)
  }
`);

export const UnsubscribeWebPushMutation = graphql(`
  mutation UnsubscribeWebPush($endpoint: String!) {
    unsubscribeWebPush(endpoint: $endpoint)
  }
`);

export const PushTopicsQuery = graphql(`
  query PushTopics {
    pushTopics {
      topic
      enabled
    }
  }
`);

export const SetPushTopicMutation = graphql(`
  mutation SetPushTopic($topic: PushTopic!, $enabled: Boolean!) {
    setPushTopic(topic: $topic, enabled: $enabled) {
      topic
      enabled
    }
  }
`);

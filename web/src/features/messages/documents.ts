import { graphql } from '../../gql';

/** Refetched after a message is sent (the thread, the outbox) so the list moves the conversation up. */
export const ConversationsQuery = graphql(`
  query Conversations($first: Int!, $after: String) {
    conversations(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          ...ConversationItem_conversation
          ...Thread_conversation
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Sent from the thread and, for a message written offline, from the outbox. */
export const SendMessageMutation = graphql(`
  mutation SendMessage($conversationId: ID!, $content: String!, $idempotencyKey: String) {
    sendMessage(conversationId: $conversationId, content: $content, idempotencyKey: $idempotencyKey) {
      ...Thread_message
    }
  }
`);

export const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId)
  }
`);

export const MessagesReadSubscription = graphql(`
  subscription MessagesRead($conversationId: ID!) {
    messagesRead(conversationId: $conversationId) {
      conversationId
      readerId
    }
  }
`);

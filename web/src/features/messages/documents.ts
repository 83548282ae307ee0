import { graphql } from '../../gql';

export const MessageFields = graphql(`
  fragment MessageFields on Message {
    id
    conversationId
    senderId
    content
    createdAt
    isRead
  }
`);

export const ConversationFields = graphql(`
  fragment ConversationFields on Conversation {
    id
    lastMessageAt
    unreadCount
    otherParticipant {
      id
      displayName
      handle
      avatarUrl
    }
    lastMessage {
      id
      content
      senderId
    }
  }
`);

export const ConversationsQuery = graphql(`
  query Conversations($first: Int!, $after: String) {
    conversations(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ConversationFields @unmask
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ConversationQuery = graphql(`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      ...ConversationFields @unmask
    }
  }
`);

export const MessagesQuery = graphql(`
  query Messages($conversationId: ID!, $first: Int!, $after: String) {
    messages(conversationId: $conversationId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...MessageFields @unmask
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const StartConversationMutation = graphql(`
  mutation StartConversation($userId: ID!) {
    startConversation(userId: $userId) {
      ...ConversationFields @unmask
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($conversationId: ID!, $content: String!, $idempotencyKey: String) {
    sendMessage(conversationId: $conversationId, content: $content, idempotencyKey: $idempotencyKey) {
      ...MessageFields @unmask
    }
  }
`);

export const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId)
  }
`);

export const MessageAddedSubscription = graphql(`
  subscription MessageAdded($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      ...MessageFields @unmask
    }
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

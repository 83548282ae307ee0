import { Button, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ChatIcon } from '../../components/icons';
import { openMessages } from './dialogState';
import { graphql } from '../../gql';
import { reportActionError } from '../../lib/signIn';

// The dialog opens on it at once: the answer is what the list and the thread show.
export const StartConversationMutation = graphql(`
  mutation StartConversation($userId: ID!) {
    startConversation(userId: $userId) {
      id
      ...ConversationItem_conversation
      ...Thread_conversation
    }
  }
`);

/** 'Message' on another member's profile: opens (or finds) the conversation with them in the Messages dialog. */
export function MessageButton({ userId, name }: { userId: string; name: string }) {
  const [start, { loading }] = useMutation(StartConversationMutation, { variables: { userId } });
  const message = async () => {
    try {
      const { data } = await start();
      if (data) openMessages(data.startConversation.id);
    } catch (error) {
      reportActionError(error, { title: 'Error', description: `Failed to start a conversation with ${name}` });
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="brand" loading={loading} aria-label={`Message ${name}`} onClick={() => void message()}>
      <ChatIcon />
      {/* A phone's header row is tight beside the picture: the icon says it there. */}
      <Text as="span" hideBelow="sm">
        Message
      </Text>
    </Button>
  );
}

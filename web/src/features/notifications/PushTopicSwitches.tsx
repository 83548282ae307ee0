import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { PushTopic } from '../../gql/graphql';
import { PrivacySwitch } from '../profile/ProfileFields';
import { PushTopicsQuery, SetPushTopicMutation } from './documents';

const TOPICS: Record<PushTopic, { label: string; description: string }> = {
  MESSAGES: { label: 'Messages', description: 'A new message from someone you talk to.' },
  MENTIONS: { label: 'Mentions', description: 'Someone @mentions you in a post or comment.' },
  COMMENTS: { label: 'Comments and replies', description: 'Comments on your posts and replies to yours.' },
  FOLLOWERS: { label: 'New followers', description: 'Someone follows you or asks to.' },
  RESULTS: { label: 'Election results', description: 'Live results in your state: the first, half the polling units, then all.' },
};

/** One switch per kind of notification pushed to the member's devices (all on until switched off; the app still lists them). */
export function PushTopicSwitches() {
  const { data } = useQuery(PushTopicsQuery, { fetchPolicy: 'cache-and-network' });
  const [setTopic] = useMutation(SetPushTopicMutation);
  const [error, setError] = useState<string | null>(null);

  async function change(topic: PushTopic, enabled: boolean) {
    setError(null);
    try {
      await setTopic({
        variables: { topic, enabled },
        update: (cache, { data: answer }) =>
          answer && cache.writeQuery({ query: PushTopicsQuery, data: { pushTopics: answer.setPushTopic } }),
      });
    } catch (failure) {
      setError(`Could not change ${TOPICS[topic].label.toLowerCase()}: ${(failure as Error).message}`);
    }
  }

  if (!data) return null;
  return (
    <Stack as="fieldset" gap="3" ps={{ base: '3', md: '4' }} borderStartWidth="2px" borderColor="border.muted">
      <Text as="legend" srOnly>
        Which notifications this device shows
      </Text>
      {data.pushTopics.map(({ topic, enabled }) => (
        <PrivacySwitch
          key={topic}
          label={TOPICS[topic].label}
          description={TOPICS[topic].description}
          checked={enabled}
          onChange={(on) => void change(topic, on)}
        />
      ))}
      {error && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { OnboardingQuery } from './documents';
import { PromptCards } from './PromptCards';
import { QuickStart } from './QuickStart';

/** SPEC §2: the signed-in left sidebar, a Quick Start guide and prompts. */
export function LeftSidebar({ viewer }: { viewer: ViewerFieldsFragment }) {
  const { data } = useQuery(OnboardingQuery, { fetchPolicy: 'cache-and-network' });
  const state = data?.onboarding;
  return (
    <Stack gap="4">
      {state && <QuickStart state={state} />}
      <PromptCards userId={viewer.id} hasWard={!!state?.quickStartSteps.find((s) => s.id === 'location')?.done} />
    </Stack>
  );
}

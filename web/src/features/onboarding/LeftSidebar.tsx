import { Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import type { Viewer } from '../auth/viewer';
import { OnboardingQuery } from './documents';
import { PromptCards } from './PromptCards';
import { QuickStart } from './QuickStart';

const LeftSidebar_state = graphql(`
  fragment LeftSidebar_state on OnboardingState {
    quickStartSteps {
      id
      done
    }
    ...QuickStart_state
  }
`);

/** SPEC §2: the signed-in left sidebar, a Quick Start guide and prompts. */
export function LeftSidebar({ viewer }: { viewer: Viewer }) {
  const { data } = useQuery(OnboardingQuery, { fetchPolicy: 'cache-and-network' });
  const state = getFragmentData(LeftSidebar_state, data?.onboarding);
  return (
    <Stack gap="4">
      {state && <QuickStart state={state} />}
      <PromptCards userId={viewer.id} hasWard={!!state?.quickStartSteps.find((s) => s.id === 'location')?.done} />
    </Stack>
  );
}

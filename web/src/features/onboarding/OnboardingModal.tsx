import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { OnboardingQuery } from './documents';
import { markOnboardingDoneLocally, onboardingDoneLocally } from './storage';

/** SPEC §2: five steps, Skip, Back, Next, final Get Started, and an n of 5 counter. */
const STEPS = [
  {
    title: 'Welcome to Civic Network',
    body: 'Meet voters by state, LGA, ward and polling unit, talk about what matters where you vote, and follow elections as they happen. A quick tour:',
  },
  {
    title: 'Connect with your community',
    body: 'Follow voters from your ward and LGA. Suggestions put the people who vote closest to you first.',
  },
  {
    title: 'Stay informed',
    body: 'Read the latest political news from Nigerian outlets, and watch election results arrive live as polling units upload them.',
  },
  {
    title: 'Discover your polling unit',
    body: 'Set your state, LGA, ward and polling unit in your profile to see local posts. Anyone can look a polling unit up in the Electoral Lookup.',
  },
  {
    title: 'Join civic discussions',
    body: 'Post, comment and follow to earn civic points and climb the levels on your dashboard. Take the civic quiz to test what you know.',
  },
];

/** SPEC §9: shown about a second after sign-in. */
const DELAY_MS = 1000;

const OnboardingModal_state = graphql(`
  fragment OnboardingModal_state on OnboardingState {
    showOnboarding
  }
`);

// The whole state comes back and replaces the one the Onboarding query shows (a cache singleton).
const CompleteOnboardingMutation = graphql(`
  mutation CompleteOnboarding {
    completeOnboarding {
      ...OnboardingModal_state
      ...LeftSidebar_state
    }
  }
`);

/** The welcome for accounts under 7 days old; finishing or skipping it is remembered on the server and locally. */
export default function OnboardingModal({ userId }: { userId: string }) {
  const { data } = useQuery(OnboardingQuery);
  const [complete] = useMutation(CompleteOnboardingMutation);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(0);
  const state = getFragmentData(OnboardingModal_state, data?.onboarding);
  const due = !!state?.showOnboarding && !onboardingDoneLocally(userId);

  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => setOpen(true), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due]);

  const finish = () => {
    markOnboardingDoneLocally(userId);
    setOpen(false);
    void complete().catch(() => {
      // Local flags already keep it closed on this device.
    });
  };

  if (!open) return null;
  const last = step === STEPS.length - 1;
  const { title, body } = STEPS[step];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && finish()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Stack gap="1">
                <Text fontSize="xs" color="fg.muted" aria-live="polite">
                  {step + 1} of {STEPS.length}
                </Text>
                <Dialog.Title>{title}</Dialog.Title>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{body}</Text>
              <HStack gap="1.5" mt="4" aria-hidden>
                {STEPS.map((s, i) => (
                  <Stack key={s.title} h="1.5" flex="1" rounded="full" bg={i <= step ? 'brand.solid' : 'bg.muted'} />
                ))}
              </HStack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Button variant="ghost" onClick={finish}>
                Skip
              </Button>
              <HStack gap="2">
                {step > 0 && (
                  <Button variant="outline" onClick={() => setStep(step - 1)}>
                    Back
                  </Button>
                )}
                <Button colorPalette="brand" onClick={() => (last ? finish() : setStep(step + 1))}>
                  {last ? 'Get Started' : 'Next'}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

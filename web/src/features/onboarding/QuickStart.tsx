import { Box, Button, Card, CloseButton, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { createIcon } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

const CheckIcon = createIcon({
  displayName: 'CheckIcon',
  path: <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M20 6L9 17l-5-5" />,
});

const STEP_LINKS: Record<string, string> = {
  location: '/profile/settings',
  profile: '/profile/settings',
  post: '/?tab=blowing',
};

const QuickStart_state = graphql(`
  fragment QuickStart_state on OnboardingState {
    quickStartHidden
    quickStartSteps {
      id
      title
      description
      done
    }
  }
`);

// The whole state comes back and replaces the one the Onboarding query shows (a cache singleton).
const HideQuickStartMutation = graphql(`
  mutation HideQuickStart {
    hideQuickStart {
      ...OnboardingModal_state
      ...LeftSidebar_state
    }
  }
`);

/**
 * SPEC §4: three steps; hidden once dismissed or completed. On a phone it is one line until
 * opened, so the member's first screen reaches the feed.
 */
export function QuickStart(props: { state: FragmentType<typeof QuickStart_state> }) {
  const state = getFragmentData(QuickStart_state, props.state);
  const [open, setOpen] = useState(false);
  const [hide, { loading }] = useMutation(HideQuickStartMutation);
  const steps = state.quickStartSteps;
  const done = steps.filter((s) => s.done).length;
  if (state.quickStartHidden || done === steps.length) return null;
  return (
    <Card.Root as="section" aria-labelledby="quick-start-heading" rounded="2xl">
      <Card.Body gap="3" p={{ base: '3', lg: '4' }}>
        <HStack justify="space-between" align="center" gap="1">
          <Stack gap="0" flex="1" minW="0">
            <Heading as="h2" id="quick-start-heading" size="md">
              Quick Start
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              {done} of {steps.length} done
            </Text>
          </Stack>
          {/* 8 px each side, so "Quick Start" keeps one line on a 320 px phone (index.html's shell-quick too). */}
          {/* data-tap: the drawn card's buttons, tapped before the app took over, are replayed here (api/src/server/takeover.ts). */}
          <Button size="sm" px="2" variant="ghost" colorPalette="brand" hideFrom="lg" aria-expanded={open} aria-controls="quick-start-steps" data-tap="quick-start-steps" onClick={() => setOpen(!open)}>
            {open ? 'Hide steps' : 'Show steps'}
          </Button>
          <CloseButton size="sm" aria-label="Dismiss Quick Start" data-tap="quick-start-dismiss" onClick={() => void hide()} disabled={loading} />
        </HStack>
        <Stack as="ol" id="quick-start-steps" listStyleType="none" gap="2.5" display={{ base: open ? 'flex' : 'none', lg: 'flex' }}>
          {steps.map((step) => (
            <HStack as="li" key={step.id} align="start" gap="2.5" aria-label={`${step.title}${step.done ? ' (done)' : ''}`}>
              <Box
                flexShrink={0}
                boxSize="5"
                mt="0.5"
                rounded="full"
                borderWidth="2px"
                borderColor={step.done ? 'brand.solid' : 'border.emphasized'}
                bg={step.done ? 'brand.solid' : undefined}
                color="brand.contrast"
                display="grid"
                placeItems="center"
              >
                {step.done && <Icon as={CheckIcon} boxSize="3" />}
              </Box>
              <Stack gap="0" minW="0">
                {step.done ? (
                  <Text fontSize="sm" fontWeight="medium" textDecoration="line-through" color="fg.muted">
                    {step.title}
                  </Text>
                ) : (
                  <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg">
                    <RouterLink to={STEP_LINKS[step.id] ?? '/'}>{step.title}</RouterLink>
                  </Link>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {step.description}
                </Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

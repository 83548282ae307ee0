import { Box, Card, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dismissedPrompts, dismissPrompt } from './storage';

/** SPEC §4: connect, engage, trending, location (hidden once a ward is set), and a stats tip. */
const PROMPTS = [
  { id: 'connect', title: 'Connect with voters near you', body: 'Follow people from your ward and LGA.', to: '/?tab=connect', action: 'Find people' },
  { id: 'engage', title: 'Join the conversation', body: 'Comment on a post about your area to earn civic points.', to: '/?tab=blowing', action: 'Read posts' },
  { id: 'trending', title: "See what's blowing", body: 'The posts people are talking about most right now.', to: '/?tab=blowing', action: 'View trending' },
  { id: 'location', title: 'Set your location', body: 'Add your state, LGA and ward to see local posts and events.', to: '/profile/settings', action: 'Set location' },
  { id: 'stats', title: 'Tip: track your civic points', body: 'Your dashboard shows your level, streak and challenges.', to: '/dashboard', action: 'Open dashboard' },
] as const;

export function PromptCards({ userId, hasWard }: { userId: string; hasWard: boolean }) {
  const [dismissed, setDismissed] = useState(() => dismissedPrompts(userId));
  const shown = PROMPTS.filter((p) => !dismissed.includes(p.id) && !(p.id === 'location' && hasWard));
  if (!shown.length) return null;
  const dismiss = (id: string) => {
    dismissPrompt(userId, id);
    setDismissed(dismissedPrompts(userId));
  };
  return (
    <Stack as="section" aria-label="Suggestions for you" gap="3">
      {shown.map((prompt, index) => (
        // At phone width only the first shows, in one line (its title as the link), so the feed stays near the top.
        <Box key={prompt.id} display={{ base: index === 0 ? 'block' : 'none', lg: 'block' }}>
          <Card.Root as="article" aria-label={prompt.title} rounded="xl" size="sm" variant="subtle">
            <Card.Body gap="1" py={{ base: '1', lg: '3' }} pl="3" pr="1">
              <HStack justify="space-between" align="center" gap="2">
                <Text fontSize="sm" fontWeight="semibold" hideBelow="lg">
                  {prompt.title}
                </Text>
                <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg" hideFrom="lg" minH="11">
                  <RouterLink to={prompt.to}>{prompt.title} →</RouterLink>
                </Link>
                <CloseButton size="sm" aria-label={`Dismiss ${prompt.title}`} onClick={() => dismiss(prompt.id)} />
              </HStack>
              <Box hideBelow="lg" pr="2">
                <Text fontSize="xs" color="fg.muted">
                  {prompt.body}
                </Text>
                <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg">
                  <RouterLink to={prompt.to}>{prompt.action} →</RouterLink>
                </Link>
              </Box>
            </Card.Body>
          </Card.Root>
        </Box>
      ))}
    </Stack>
  );
}

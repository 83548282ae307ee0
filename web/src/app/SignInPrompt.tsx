import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageContainer } from '../components/PageContainer';
import { routeTitle } from './useRouteTitle';
import { SIGN_IN_URL } from '../lib/signIn';

/** What each members' page offers, by its title (routeTitles.ts), said to a visitor who opened it. */
const WHY: Record<string, string> = {
  'Election results': 'Sign in to follow live election results, state by state, as they are uploaded.',
  News: 'Sign in to read the latest political news from Nigerian outlets.',
  Profile: "Sign in to see members' profiles, follow them and message them.",
  'Your profile': 'Sign in to see your profile.',
  Connections: 'Sign in to see who members follow and who follows them.',
  Settings: 'Sign in to change your profile, privacy and wallet.',
  'Civic quiz': 'Sign in to take the civic quiz and earn civic points.',
  'Ward map': 'Sign in to see your ward on the map.',
  'Voter data': 'Sign in to check your voter registration and polling unit.',
};

/** A members' page opened by a visitor: says what it is and how to get in, rather than showing something else. */
export function SignInPrompt() {
  const { pathname } = useLocation();
  const title = routeTitle(pathname);
  return (
    <PageContainer maxW="lg">
      <Card.Root as="section" aria-labelledby="sign-in-prompt" rounded="2xl" textAlign="center">
        <Card.Body gap="3" alignItems="center" p={{ base: '5', md: '8' }}>
          <Heading as="h1" id="sign-in-prompt" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">{WHY[title] ?? 'Sign in to see this page.'}</Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild colorPalette="brand">
              <a href={SIGN_IN_URL}>Sign In</a>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/login">Create an account</RouterLink>
            </Button>
          </HStack>
          <Button asChild variant="plain" colorPalette="brand">
            <RouterLink to="/">Read the home feed instead</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}

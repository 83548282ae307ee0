import { Box, Flex, Text, useRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Electoral Lookup', to: '/electoral-lookup' },
  { label: 'Your Representatives', to: '/representatives' },
  { label: 'Results', to: '/results' },
  { label: 'News', to: '/news' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Developers', to: '/developers' },
];

export function Footer() {
  const link = useRecipe({ key: 'link' });
  // Every page draws these links: styled once by the row (Chakra's link recipe), each a plain link.
  // A finger's 44 px high and wide, and rows of them still close together.
  const css = useMemo(
    () => ({ '& > a': { ...link(), fontSize: 'sm', color: 'fg.muted', minH: '11', minW: '11', _hover: { color: 'brand.fg' } } }),
    [link],
  );
  return (
    <Box as="footer" bg="bg" borderTopWidth="1px" mt="auto">
      <Box maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
        <Flex as="nav" aria-label="Footer" wrap="wrap" columnGap="5" css={css}>
          {LINKS.map(({ to, label }) => (
            <RouterLink key={to} to={to}>
              {label}
            </RouterLink>
          ))}
        </Flex>
        <Text mt="2" fontSize="xs" color="fg.subtle">
          © {new Date().getFullYear()} Civic Network. An independent platform for Nigerian voters; not affiliated with INEC or any political party.
        </Text>
      </Box>
    </Box>
  );
}

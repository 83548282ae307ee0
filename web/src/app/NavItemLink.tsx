import { chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav';
import { SIGN_IN_URL } from '../lib/signIn';
import { touchHeight } from './theme';

const styles = {
  display: 'flex',
  alignItems: 'center',
  px: '3',
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  transition: 'colors',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' },
  ...touchHeight,
} as const;

const StyledNavLink = chakra(NavLink);

interface NavItemLinkProps {
  item: NavItem;
  signedIn: boolean;
}

/** NavLink sets aria-current="page" on the current route, which drives the highlight. */
export function NavItemLink({ item, signedIn }: NavItemLinkProps) {
  if (item.protected && !signedIn) {
    return (
      <chakra.a href={SIGN_IN_URL} css={styles}>
        {item.label}
      </chakra.a>
    );
  }
  return (
    // `end`: only the page itself is current (Profile is not highlighted on Settings).
    <StyledNavLink to={item.to} end css={styles}>
      {item.label}
    </StyledNavLink>
  );
}

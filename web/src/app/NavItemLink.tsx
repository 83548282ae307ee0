import { chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { SIGN_IN_URL } from '../features/auth/viewer';
import type { NavItem } from './nav';

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
    <StyledNavLink to={item.to} end={item.to === '/'} css={styles}>
      {item.label}
    </StyledNavLink>
  );
}

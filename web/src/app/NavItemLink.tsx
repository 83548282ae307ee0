import type { SystemStyleObject } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav';
import { SIGN_IN_URL } from '../lib/signIn';
import { touchHeight } from './theme';

/**
 * The look of a nav list's links, for its container's `css`: a page draws a dozen of them, so the
 * list computes their style once and each link is a plain one.
 */
export const NAV_LINKS_CSS = {
  '& > a': {
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
  },
} satisfies SystemStyleObject;

interface NavItemLinkProps {
  item: NavItem;
  signedIn: boolean;
}

/** A link of a nav list (styled by its NAV_LINKS_CSS). NavLink sets aria-current="page" on the current route, which drives the highlight. */
export function NavItemLink({ item, signedIn }: NavItemLinkProps) {
  if (item.protected && !signedIn) {
    return <a href={SIGN_IN_URL}>{item.label}</a>;
  }
  return (
    // `end`: only the page itself is current (Profile is not highlighted on Settings).
    <NavLink to={item.to} end>
      {item.label}
    </NavLink>
  );
}

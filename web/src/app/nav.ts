export interface NavItem {
  label: string;
  to: string;
  /** Signed-in only: visitors are sent to /api/login instead. */
  protected: boolean;
  /** Listed for visitors only (members reach it from their own pages). */
  visitorsOnly?: boolean;
}

const ELECTORAL_LOOKUP: NavItem = { label: 'Electoral Lookup', to: '/electoral-lookup', protected: false };

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', protected: false },
  { label: 'Dashboard', to: '/dashboard', protected: true },
  { label: 'News', to: '/news', protected: true },
  { label: 'Results', to: '/results', protected: true },
  { label: 'Watch', to: '/watch', protected: false },
  // What a visitor can do without an account: find their polling unit and who represents it.
  { ...ELECTORAL_LOOKUP, visitorsOnly: true },
];

export const MOBILE_NAV_ITEMS: NavItem[] = [
  ...NAV_ITEMS.filter((item) => !item.visitorsOnly),
  ELECTORAL_LOOKUP,
  { label: 'Representatives', to: '/representatives', protected: false },
  { label: 'Profile', to: '/profile', protected: true },
  { label: 'Settings', to: '/profile/settings', protected: true },
];

/** The items a reader is shown. */
export const navItemsFor = (items: NavItem[], signedIn: boolean) => items.filter((item) => !(signedIn && item.visitorsOnly));

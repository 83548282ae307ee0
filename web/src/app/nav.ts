export interface NavItem {
  label: string;
  to: string;
  /** Signed-in only: visitors are sent to /api/login instead. */
  protected: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', protected: false },
  { label: 'Dashboard', to: '/dashboard', protected: true },
  { label: 'News', to: '/news', protected: true },
  { label: 'Results', to: '/results', protected: true },
];

export const MOBILE_NAV_ITEMS: NavItem[] = [
  ...NAV_ITEMS,
  { label: 'Representatives', to: '/representatives', protected: false },
  { label: 'Profile', to: '/profile', protected: true },
];

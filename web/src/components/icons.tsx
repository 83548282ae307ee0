import { createIcon } from '@chakra-ui/react';

// Stroke icons (Feather-style) drawn inline: no icon library in the bundle.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...stroke} d="M3 6h18M3 12h18M3 18h18" />,
});

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: (
    <g {...stroke}>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </g>
  ),
});

export const ToolsIcon = createIcon({
  displayName: 'ToolsIcon',
  path: (
    <g {...stroke}>
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
    </g>
  ),
});

export const UsersIcon = createIcon({
  displayName: 'UsersIcon',
  path: (
    <g {...stroke}>
      <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
      <circle cx="9" cy="7" r="4" />
      <path d="M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
    </g>
  ),
});

export const ChartIcon = createIcon({
  displayName: 'ChartIcon',
  path: <path {...stroke} d="M18 20V10M12 20V4M6 20v-6" />,
});

export const ChatIcon = createIcon({
  displayName: 'ChatIcon',
  path: (
    <path
      {...stroke}
      d="M21 11.5a8.38 8.38 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.38 8.38 0 0 1-3.8-.9L3 21l1.9-5.7a8.38 8.38 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.38 8.38 0 0 1 3.8-.9h.5a8.48 8.48 0 0 1 8 8v.5z"
    />
  ),
});

export const ExternalLinkIcon = createIcon({
  displayName: 'ExternalLinkIcon',
  path: (
    <g {...stroke}>
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
      <path d="M15 3h6v6M10 14 21 3" />
    </g>
  ),
});

export const ChevronLeftIcon = createIcon({ displayName: 'ChevronLeftIcon', path: <path {...stroke} d="M15 18l-6-6 6-6" /> });

export const ChevronRightIcon = createIcon({ displayName: 'ChevronRightIcon', path: <path {...stroke} d="M9 18l6-6-6-6" /> });

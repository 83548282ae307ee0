import { createIcon } from '@chakra-ui/react';

// Stroke icons (Feather-style) drawn inline: no icon library in the bundle.
export const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

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

const HEART = 'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z';

export const HeartIcon = createIcon({ displayName: 'HeartIcon', path: <path {...stroke} d={HEART} /> });

export const HeartFilledIcon = createIcon({
  displayName: 'HeartFilledIcon',
  path: <path {...stroke} fill="currentColor" d={HEART} />,
});

export const MoreIcon = createIcon({
  displayName: 'MoreIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
      <circle cx="5" cy="12" r="1" />
    </g>
  ),
});

export const RepostIcon = createIcon({
  displayName: 'RepostIcon',
  path: <path {...stroke} d="M17 1l4 4-4 4M3 11V9a4 4 0 0 1 4-4h14M7 23l-4-4 4-4M21 13v2a4 4 0 0 1-4 4H3" />,
});

export const BlockIcon = createIcon({
  displayName: 'BlockIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M4.93 4.93l14.14 14.14" />
    </g>
  ),
});

export const PlusIcon = createIcon({ displayName: 'PlusIcon', path: <path {...stroke} d="M12 5v14M5 12h14" /> });

export const MapPinIcon = createIcon({
  displayName: 'MapPinIcon',
  path: (
    <g {...stroke}>
      <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
      <circle cx="12" cy="10" r="3" />
    </g>
  ),
});

export const SendIcon = createIcon({ displayName: 'SendIcon', path: <path {...stroke} d="M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z" /> });

export const ArrowLeftIcon = createIcon({ displayName: 'ArrowLeftIcon', path: <path {...stroke} d="M19 12H5M12 19l-7-7 7-7" /> });

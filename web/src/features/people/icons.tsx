import { createIcon } from '@chakra-ui/react';
import { stroke } from '../../components/icons';

// Feather-style stroke icons for the people screens (see components/icons.tsx).

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.35-4.35" />
    </g>
  ),
});

export const LockIcon = createIcon({
  displayName: 'LockIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="11" width="18" height="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </g>
  ),
});

export const CameraIcon = createIcon({
  displayName: 'CameraIcon',
  path: (
    <g {...stroke}>
      <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
      <circle cx="12" cy="13" r="4" />
    </g>
  ),
});

export const CalendarIcon = createIcon({
  displayName: 'CalendarIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </g>
  ),
});

import { createIcon } from '@chakra-ui/react';
import { stroke } from '../../components/icons';

export const UserPlusIcon = createIcon({
  displayName: 'UserPlusIcon',
  path: (
    <g {...stroke}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
      <circle cx="8.5" cy="7" r="4" />
      <path d="M20 8v6M23 11h-6" />
    </g>
  ),
});

export const AtIcon = createIcon({
  displayName: 'AtIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-3.92 7.94" />
    </g>
  ),
});

export const MailIcon = createIcon({
  displayName: 'MailIcon',
  path: (
    <g {...stroke}>
      <path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z" />
      <path d="M22 6l-10 7L2 6" />
    </g>
  ),
});

export const CheckAllIcon = createIcon({
  displayName: 'CheckAllIcon',
  path: <path {...stroke} d="M2 12.5l4.5 4.5L17 6.5M12 16.5l.5.5L23 6.5" />,
});

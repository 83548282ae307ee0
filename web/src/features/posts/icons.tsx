import { createIcon } from '@chakra-ui/react';
import { stroke } from '../../components/icons';

// Icons only posts draw; those other screens share are in components/icons.tsx.

export const ShareIcon = createIcon({
  displayName: 'ShareIcon',
  path: (
    <g {...stroke}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.59 13.51l6.83 3.98M15.41 6.51l-6.82 3.98" />
    </g>
  ),
});

export const ImageIcon = createIcon({
  displayName: 'ImageIcon',
  path: (
    <g {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </g>
  ),
});

export const VideoIcon = createIcon({
  displayName: 'VideoIcon',
  path: (
    <g {...stroke}>
      <path d="M23 7l-7 5 7 5V7z" />
      <rect x="1" y="5" width="15" height="14" rx="2" />
    </g>
  ),
});

export const TrashIcon = createIcon({
  displayName: 'TrashIcon',
  path: <path {...stroke} d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6m3 0V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />,
});

export const EditIcon = createIcon({
  displayName: 'EditIcon',
  path: <path {...stroke} d="M17 3a2.83 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5L17 3z" />,
});

export const FlagIcon = createIcon({
  displayName: 'FlagIcon',
  path: <path {...stroke} d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7" />,
});

export const BoostIcon = createIcon({
  displayName: 'BoostIcon',
  path: <path {...stroke} d="M23 6l-9.5 9.5-5-5L1 18M17 6h6v6" />,
});

export const ZoomInIcon = createIcon({
  displayName: 'ZoomInIcon',
  path: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="8" />
      <path d="M21 21l-4.35-4.35M11 8v6M8 11h6" />
    </g>
  ),
});

export const ZoomOutIcon = createIcon({
  displayName: 'ZoomOutIcon',
  path: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="8" />
      <path d="M21 21l-4.35-4.35M8 11h6" />
    </g>
  ),
});

export const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  path: <path {...stroke} d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
});

export const EyeIcon = createIcon({
  displayName: 'EyeIcon',
  path: (
    <g {...stroke}>
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
});

export const LinkIcon = createIcon({
  displayName: 'LinkIcon',
  path: (
    <path
      {...stroke}
      d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71"
    />
  ),
});

export const AlertIcon = createIcon({
  displayName: 'AlertIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </g>
  ),
});

/** The X (formerly Twitter) mark. */

export const XLogoIcon = createIcon({
  displayName: 'XLogoIcon',
  path: <path {...stroke} d="M4 4l16 16M20 4L4 20" strokeWidth={2.5} />,
});

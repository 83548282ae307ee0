import { createIcon } from '@chakra-ui/react';
import { ChatIcon, UsersIcon, stroke } from '../../components/icons';

const PenIcon = createIcon({ displayName: 'PenIcon', path: <path {...stroke} d="M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z" /> });
const PinIcon = createIcon({
  displayName: 'PinIcon',
  path: (
    <g {...stroke}>
      <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
      <circle cx="12" cy="10" r="3" />
    </g>
  ),
});
const QuestionIcon = createIcon({
  displayName: 'QuestionIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01" />
    </g>
  ),
});
const StarIcon = createIcon({
  displayName: 'StarIcon',
  path: <path {...stroke} d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />,
});
export const FlameIcon = createIcon({
  displayName: 'FlameIcon',
  path: <path {...stroke} d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14 0-5.5 3-7 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />,
});
export const TrophyIcon = createIcon({
  displayName: 'TrophyIcon',
  path: (
    <g {...stroke}>
      <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6M18 9h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22" />
      <path d="M18 2H6v7a6 6 0 0 0 12 0V2z" />
    </g>
  ),
});

/** The api's achievement icon names. */
export const ACHIEVEMENT_ICONS: Record<string, typeof StarIcon> = {
  post: PenIcon,
  comment: ChatIcon,
  people: UsersIcon,
  location: PinIcon,
  quiz: QuestionIcon,
  star: StarIcon,
  streak: FlameIcon,
};
export { PinIcon, QuestionIcon, StarIcon };

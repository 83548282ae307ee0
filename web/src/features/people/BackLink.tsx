import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { touchTarget } from '../../app/theme';

/** The people pages' way back: to where the profile was opened from, or to the profile. */
export function BackLink({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Link asChild color="fg.muted" fontSize="sm" fontWeight="medium" mb="3" gap="1" css={touchTarget}>
      <RouterLink to={to}>
        <ArrowLeftIcon boxSize="4" /> {label}
      </RouterLink>
    </Link>
  );
}

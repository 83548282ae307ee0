import { Button, type ButtonProps } from '@chakra-ui/react';
import type { PersonFieldsFragment } from '../../gql/graphql';
import { useViewer } from '../auth/viewer';
import { useFollowToggle } from './useFollowToggle';

interface FollowButtonProps extends Pick<ButtonProps, 'size' | 'width'> {
  person: PersonFieldsFragment;
  /** No toasts (the sidebar): a failure only rolls back. */
  quiet?: boolean;
}

function label(person: PersonFieldsFragment) {
  if (person.isFollowing) return 'Following';
  return person.isFollowRequested ? 'Requested' : 'Follow';
}

/** Follow, Following or Requested; '...' and disabled while the change is on its way. Never on oneself. */
export function FollowButton({ person, quiet, size = 'sm', width }: FollowButtonProps) {
  const { viewer } = useViewer();
  const { toggle, pending } = useFollowToggle(person, { quiet });
  if (viewer?.id === person.id) return null;
  const active = person.isFollowing || person.isFollowRequested;
  return (
    <Button
      size={size}
      width={width}
      minW="24"
      flexShrink={0}
      colorPalette="brand"
      variant={active ? 'outline' : 'solid'}
      disabled={pending}
      aria-label={pending ? `Updating follow status for ${person.displayName}` : undefined}
      title={active ? (person.isFollowing ? 'Unfollow' : 'Withdraw request') : undefined}
      onClick={() => void toggle()}
    >
      {pending ? '...' : label(person)}
    </Button>
  );
}

import { Button, type ButtonProps } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { FollowButton_PersonFragment } from '../../gql/graphql';
import { useViewer } from '../auth/viewer';
import { useFollowToggle } from './useFollowToggle';

const FollowButton_person = graphql(`
  fragment FollowButton_person on User {
    id
    displayName
    isPrivateProfile
    isFollowing
    isFollowRequested
    followersCount
  }
`);

interface FollowButtonProps extends Pick<ButtonProps, 'size' | 'width'> {
  person: FragmentType<typeof FollowButton_person>;
  /** No toasts (the sidebar): a failure only rolls back. */
  quiet?: boolean;
}

function label(person: FollowButton_PersonFragment) {
  if (person.isFollowing) return 'Following';
  return person.isFollowRequested ? 'Requested' : 'Follow';
}

/** Follow, Following or Requested; '...' and disabled while the change is on its way. Never on oneself. */
export function FollowButton({ quiet, size = 'sm', width, ...props }: FollowButtonProps) {
  const person = getFragmentData(FollowButton_person, props.person);
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

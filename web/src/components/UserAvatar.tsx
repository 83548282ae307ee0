import { Avatar } from '@chakra-ui/react';

interface UserAvatarProps {
  name: string;
  src: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

export function UserAvatar({ name, src, size = 'sm' }: UserAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback name={name} />
      <Avatar.Image src={src} alt="" />
    </Avatar.Root>
  );
}

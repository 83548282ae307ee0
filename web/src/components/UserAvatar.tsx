import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useState } from 'react';

interface UserAvatarProps {
  name: string;
  src: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** The name's initials, as Chakra's Avatar.Fallback draws them: first and last word. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
}

/**
 * Chakra's avatar look on a plain img, with the initials when it has no picture or the picture
 * fails. Not Chakra's Avatar: its state machine checks every image on mount and applies the result
 * with flushSync, which pulls the whole first screen's effects and their re-renders into one task.
 */
export function UserAvatar({ name, src, size = 'sm' }: UserAvatarProps) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size });
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <chakra.span css={styles.root} colorPalette="brand">
      {showImage ? (
        <chakra.img css={styles.image} src={src} alt="" draggable={false} referrerPolicy="no-referrer" onError={() => setFailed(src)} />
      ) : (
        <chakra.span css={styles.fallback}>{initials(name)}</chakra.span>
      )}
    </chakra.span>
  );
}

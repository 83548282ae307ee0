import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useState } from 'react';

interface UserAvatarProps {
  name: string;
  src: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** Chakra's initials: the first and last name's first letters ("Amaka Okafor" → "AO"). */
export function initials(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? names[names.length - 1] : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

/**
 * A member's picture, or their initials until it loads and when it fails, styled by Chakra's avatar
 * recipe. Not Chakra's Avatar: its state machine reports each picture's load with a synchronous
 * render (zag's flushSync), and a feed's dozen of them, loaded already on the drawn page, made the
 * app's mount one long task on a phone (it pulled the whole screen's effects into it). Here the load
 * is an ordinary state update. The initials leave once the picture shows, so a button labelled with
 * the member's name holds no other text.
 */
export function UserAvatar({ name, src, size = 'sm' }: UserAvatarProps) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size });
  // Which picture loaded or failed: a new src starts again from the initials.
  const [outcome, setOutcome] = useState<{ src: string; shown: boolean } | null>(null);
  const shown = outcome?.src === src ? outcome.shown : undefined;
  return (
    <chakra.span css={styles.root} colorPalette="brand" data-scope="avatar" data-part="root">
      {!shown && (
        <chakra.span css={styles.fallback} data-scope="avatar" data-part="fallback">
          {initials(name)}
        </chakra.span>
      )}
      {src && shown !== false && (
        <chakra.img
          css={styles.image}
          src={src}
          alt=""
          position="absolute"
          inset="0"
          data-scope="avatar"
          data-part="image"
          onLoad={() => setOutcome({ src, shown: true })}
          onError={() => setOutcome({ src, shown: false })}
        />
      )}
    </chakra.span>
  );
}

import { Avatar, Box, Center, IconButton, Spinner } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../components/toast';
import { CameraIcon } from './icons';

/** SPEC §5: profile pictures are images of at most 5 MB (the server re-encodes them). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/upload/profile (multipart `image`): the server stores it as the member's picture. */
async function uploadProfileImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch('/api/upload/profile', { method: 'POST', body, credentials: 'same-origin' }).catch(() => null);
  const answer = ((await response?.json().catch(() => null)) ?? {}) as { imageUrl?: string; message?: string };
  if (!response?.ok || !answer.imageUrl) throw new Error(answer.message ?? 'Failed to upload image');
  return answer.imageUrl;
}

/** The file's problem in the spec's words, or null when it may be uploaded. */
function refusal(file: File) {
  if (!file.type.startsWith('image/')) return { title: 'Invalid File Type', description: 'Please select an image file' };
  if (file.size > AVATAR_MAX_BYTES) return { title: 'File Too Large', description: 'Please select an image smaller than 5MB' };
  return null;
}

interface ProfileAvatarProps {
  user: { id: string; displayName: string; avatarUrl: string };
  /** The owner may change it: a camera button, a preview and a spinner while it uploads. */
  editable: boolean;
}

export function ProfileAvatar({ user, editable }: ProfileAvatarProps) {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    const problem = refusal(file);
    if (problem) return toast({ type: 'error', ...problem });
    setPreview(URL.createObjectURL(file));
    try {
      const imageUrl = await uploadProfileImage(file);
      // Everywhere the member shows (header, posts, this page) picks up the new picture.
      client.cache.modify({
        id: client.cache.identify({ __typename: 'User', id: user.id }),
        fields: { avatarUrl: () => imageUrl },
      });
      toast({ type: 'success', title: 'Profile Picture Updated', description: 'Your new picture is on your profile.' });
    } catch (error) {
      toast({ type: 'error', title: 'Upload Failed', description: (error as Error).message });
    } finally {
      setPreview(null);
    }
  };

  return (
    <Box position="relative" flexShrink={0} rounded="full" borderWidth="4px" borderColor="bg" bg="bg">
      <Avatar.Root size="2xl" boxSize={{ base: '20', md: '24' }} colorPalette="brand">
        <Avatar.Fallback name={user.displayName} />
        <Avatar.Image src={preview ?? user.avatarUrl} alt="" />
      </Avatar.Root>
      {preview && (
        <Center position="absolute" inset="0" bg="blackAlpha.500" rounded="full" role="status" aria-label="Uploading picture">
          <Spinner color="white" />
        </Center>
      )}
      {editable && (
        <>
          <IconButton
            aria-label="Change profile picture"
            position="absolute"
            bottom="0"
            right="0"
            size="xs"
            rounded="full"
            colorPalette="brand"
            disabled={Boolean(preview)}
            onClick={() => input.current?.click()}
          >
            <CameraIcon />
          </IconButton>
          <input ref={input} type="file" accept="image/*" hidden aria-label="Profile picture file" onChange={(e) => void choose(e)} />
        </>
      )}
    </Box>
  );
}

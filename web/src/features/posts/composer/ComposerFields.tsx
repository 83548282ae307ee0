import { Box, Button, CloseButton, HStack, IconButton, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useViewerPowers } from '../../auth/viewerPowers';
import { ImageIcon, VideoIcon } from '../icons';
import type { Composer } from './useComposer';

function AttachedPreview({ composer }: { composer: Composer }) {
  const { media } = composer;
  if (!media) return null;
  return (
    <Box position="relative" rounded="lg" overflow="hidden" bg="bg.muted" alignSelf="flex-start" maxW="full">
      {media.kind === 'image' ? (
        <Image src={media.preview} alt="Attached image" maxH="60" objectFit="contain" />
      ) : (
        <video src={media.preview} controls muted style={{ maxHeight: '15rem', display: 'block' }} aria-label="Attached video" />
      )}
      <CloseButton
        size="xs"
        position="absolute"
        top="1.5"
        right="1.5"
        rounded="full"
        bg="blackAlpha.700"
        color="white"
        _hover={{ bg: 'blackAlpha.800' }}
        aria-label={media.kind === 'image' ? 'Remove image' : 'Remove video'}
        onClick={composer.removeMedia}
      />
    </Box>
  );
}

/** A hidden file input behind an icon button. */
function AttachButton({ label, accept, icon, disabled, onFile }: { label: string; accept: string; icon: ReactNode; disabled: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires
    if (file) onFile(file);
  };
  return (
    <>
      <IconButton aria-label={label} title={label} variant="ghost" size="sm" color="brand.fg" disabled={disabled} onClick={() => input.current?.click()}>
        {icon}
      </IconButton>
      <input ref={input} type="file" accept={accept} hidden onChange={choose} data-testid={`${accept.split('/')[0]}-input`} />
    </>
  );
}

interface ComposerFieldsProps {
  composer: Composer;
  placeholder: string;
  rows: number;
  /** The length counter, shaped by the caller (x/5000 inline, x/2000 in the modal). */
  counter: (describedById: string) => ReactNode;
  autoFocus?: boolean;
  onFocus?: () => void;
  /** Extra buttons beside Post (the inline composer's Cancel). */
  extraActions?: ReactNode;
}

/** Text, attachment preview, attach buttons, counter and Post: shared by the inline and modal composers. */
export function ComposerFields({ composer, placeholder, rows, counter, autoFocus, onFocus, extraActions }: ComposerFieldsProps) {
  const counterId = useId();
  const errorId = useId();
  const canAttachVideo = useViewerPowers().isSuperAdmin;

  const submitOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!composer.submitting) composer.submit();
    }
  };

  return (
    <Stack gap="3">
      <Textarea
        aria-label="Post text"
        aria-describedby={composer.error ? `${counterId} ${errorId}` : counterId}
        aria-invalid={Boolean(composer.error)}
        placeholder={placeholder}
        value={composer.text}
        onChange={(e) => composer.changeText(e.target.value)}
        onKeyDown={submitOnCtrlEnter}
        onFocus={onFocus}
        rows={rows}
        autoFocus={autoFocus}
        autoresize
        maxH="50dvh"
        variant="subtle"
      />
      {composer.error && (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {composer.error}
        </Text>
      )}
      <AttachedPreview composer={composer} />
      <HStack justify="space-between" gap="2">
        <HStack gap="0.5">
          {/* One attachment at a time: an image or a video, never both (SPEC §5). */}
          <AttachButton label="Add a photo" accept="image/*" icon={<ImageIcon />} disabled={Boolean(composer.media)} onFile={composer.attachImage} />
          {canAttachVideo && (
            <AttachButton label="Add a video" accept="video/*" icon={<VideoIcon />} disabled={Boolean(composer.media)} onFile={composer.attachVideo} />
          )}
          <Box ps="1.5">{counter(counterId)}</Box>
        </HStack>
        <HStack gap="2">
          {extraActions}
          <Button colorPalette="brand" size="sm" px="5" loading={composer.submitting} disabled={!composer.text.trim() || composer.tooLong} onClick={composer.submit}>
            Post
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}

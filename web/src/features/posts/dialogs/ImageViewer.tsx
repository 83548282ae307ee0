import { Box, Center, CloseButton, Dialog, HStack, IconButton, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { lazyRetry } from '../../../components/lazyRetry';
import { LoadBoundary } from '../../../components/LoadBoundary';
import { DownloadIcon, ShareIcon, ZoomInIcon, ZoomOutIcon } from '../icons';

const ShareDialog = lazyRetry(() => import('./ShareDialog'));

const ZOOM = { min: 1, max: 3, step: 0.5 };

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/** Saves the picture as post-{id}.{ext} (SPEC §9), falling back to opening it where fetching fails. */
async function download(src: string, postId: string) {
  try {
    const response = await fetch(src);
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href, download: `post-${postId}.${EXTENSIONS[blob.type] ?? 'jpg'}` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } catch {
    window.open(src, '_blank', 'noopener,noreferrer');
  }
}

interface ImageViewerProps {
  open: boolean;
  onClose: () => void;
  postId: string;
  src: string;
  alt: string;
  shareUrl: string;
  shareText: string;
}

/** Full-screen picture with zoom, download and share. */
export default function ImageViewer({ open, onClose, postId, src, alt, shareUrl, shareText }: ImageViewerProps) {
  const [zoom, setZoom] = useState(ZOOM.min);
  const [failed, setFailed] = useState(false);
  const [sharing, setSharing] = useState(false);
  const zoomBy = (delta: number) => setZoom((z) => Math.min(ZOOM.max, Math.max(ZOOM.min, z + delta)));

  const share = async () => {
    // The phone's own share sheet where there is one; else our dialog.
    if (navigator.share) {
      await navigator.share({ url: shareUrl, text: shareText }).catch(() => {});
    } else {
      setSharing(true);
    }
  };

  const toolButton = { variant: 'ghost', color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="full">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.950" color="white" shadow="none">
            <Dialog.Title srOnly>Image viewer</Dialog.Title>
            <HStack justify="flex-end" p="2" gap="1">
              <IconButton aria-label="Zoom out" {...toolButton} disabled={zoom <= ZOOM.min} onClick={() => zoomBy(-ZOOM.step)}>
                <ZoomOutIcon />
              </IconButton>
              <IconButton aria-label="Zoom in" {...toolButton} disabled={zoom >= ZOOM.max} onClick={() => zoomBy(ZOOM.step)}>
                <ZoomInIcon />
              </IconButton>
              <IconButton aria-label="Download image" {...toolButton} onClick={() => void download(src, postId)}>
                <DownloadIcon />
              </IconButton>
              <IconButton aria-label="Share" {...toolButton} onClick={() => void share()}>
                <ShareIcon />
              </IconButton>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton {...toolButton} aria-label="Close image viewer" />
              </Dialog.CloseTrigger>
            </HStack>
            <Box flex="1" overflow="auto" display="flex">
              {failed ? (
                <Center flex="1">
                  <Stack textAlign="center" gap="1">
                    <Text fontWeight="semibold">Image failed to load</Text>
                    <Text color="whiteAlpha.800">The image file may have been moved or deleted</Text>
                  </Stack>
                </Center>
              ) : (
                <Image
                  src={src}
                  alt={alt}
                  m="auto"
                  maxW={zoom === ZOOM.min ? '100%' : 'none'}
                  maxH={zoom === ZOOM.min ? 'calc(100dvh - 4rem)' : 'none'}
                  w={zoom === ZOOM.min ? 'auto' : `${zoom * 100}%`}
                  objectFit="contain"
                  cursor={zoom < ZOOM.max ? 'zoom-in' : 'zoom-out'}
                  onClick={() => setZoom((z) => (z < ZOOM.max ? z + ZOOM.step : ZOOM.min))}
                  onError={() => setFailed(true)}
                />
              )}
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {sharing && (
        <LoadBoundary what="Share" variant="overlay" onClose={() => setSharing(false)}>
          <ShareDialog post={{ id: postId, shareUrl, content: shareText }} onClose={() => setSharing(false)} />
        </LoadBoundary>
      )}
    </Dialog.Root>
  );
}

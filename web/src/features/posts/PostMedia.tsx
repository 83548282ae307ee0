import { Badge, Box, Center, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { LinkPreviewQuery } from './documents';
import { videoLength } from './format';
import { ImageIcon } from './icons';

const ImageViewer = lazy(() => import('./dialogs/ImageViewer'));

/** Tall pictures and videos are cropped to this height in a card; the viewer shows them whole. */
const MEDIA_MAX_HEIGHT = '30rem';

interface PostImageProps {
  postId: string;
  src: string;
  authorName: string;
  shareUrl: string;
  shareText: string;
}

export function PostImage({ postId, src, authorName, shareUrl, shareText }: PostImageProps) {
  const [viewerOpen, setViewerOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <Center bg="bg.muted" rounded="lg" py="8" color="fg.muted" gap="2" fontSize="sm">
        <ImageIcon boxSize="4" /> Image failed to load
      </Center>
    );
  }
  return (
    <>
      <Box
        as="button"
        display="block"
        w="full"
        rounded="lg"
        overflow="hidden"
        bg="bg.muted"
        cursor="zoom-in"
        aria-label={`View ${authorName}'s image full screen`}
        onClick={() => setViewerOpen(true)}
      >
        <Image
          src={src}
          alt={`Image shared by ${authorName}`}
          loading="lazy"
          decoding="async"
          w="full"
          maxH={MEDIA_MAX_HEIGHT}
          minH="10rem"
          objectFit="cover"
          onError={() => setFailed(true)}
        />
      </Box>
      {viewerOpen && (
        <Suspense fallback={null}>
          <ImageViewer
            open
            onClose={() => setViewerOpen(false)}
            postId={postId}
            src={src}
            alt={`Image shared by ${authorName}`}
            shareUrl={shareUrl}
            shareText={shareText}
          />
        </Suspense>
      )}
    </>
  );
}

interface PostVideoProps {
  src: string;
  poster: string | null;
  duration: number | null;
}

export function PostVideo({ src, poster, duration }: PostVideoProps) {
  const [started, setStarted] = useState(false);
  return (
    <Box position="relative" rounded="lg" overflow="hidden" bg="black">
      <video
        src={src}
        poster={poster ?? undefined}
        controls
        preload="none"
        playsInline
        onPlay={() => setStarted(true)}
        style={{ width: '100%', maxHeight: MEDIA_MAX_HEIGHT, display: 'block' }}
      />
      {duration !== null && !started && (
        <Badge position="absolute" top="2" left="2" bg="blackAlpha.700" color="white" aria-label={`Video, ${videoLength(duration)} long`}>
          {videoLength(duration)}
        </Badge>
      )}
    </Box>
  );
}

/** The page a post links to, as its site describes it; nothing when it cannot be previewed. */
export function LinkPreviewCard({ url }: { url: string }) {
  const { data } = useQuery(LinkPreviewQuery, { variables: { url } });
  const preview = data?.linkPreview;
  if (!preview?.title && !preview?.description) return null;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      display="flex"
      borderWidth="1px"
      rounded="lg"
      overflow="hidden"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      color="fg"
    >
      <HStack align="stretch" gap="0" w="full">
        {preview.image && (
          <Image src={preview.image} alt="" loading="lazy" w={{ base: '24', sm: '32' }} objectFit="cover" flexShrink={0} bg="bg.muted" />
        )}
        <Stack gap="0.5" p="3" minW="0">
          <Text fontSize="xs" color="fg.muted" truncate>
            {preview.siteName ?? preview.domain}
          </Text>
          {preview.title && (
            <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
              {preview.title}
            </Text>
          )}
          {preview.description && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {preview.description}
            </Text>
          )}
        </Stack>
      </HStack>
    </Link>
  );
}

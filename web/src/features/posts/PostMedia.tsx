import { Badge, Box, Center, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { lazyRetry } from '../../components/lazyRetry';
import { LoadBoundary } from '../../components/LoadBoundary';
import { feedImageUrl, useDataSaver } from './dataSaver';
import { graphql } from '../../gql';
import { ImageIcon } from './icons';
import { videoLength } from '../../lib/format';

export const LinkPreviewQuery = graphql(`
  query LinkPreview($url: String!) {
    linkPreview(url: $url) {
      title
      description
      image
      siteName
      domain
    }
  }
`);

const ImageViewer = lazyRetry(() => import('./dialogs/ImageViewer'));

/** Tall videos are cropped to this height in a card; the viewer shows them whole. */
const MEDIA_MAX_HEIGHT = '30rem';
/** Pictures are cropped to this shape in a card (the viewer shows them whole), so their space is known before they load. */
const IMAGE_RATIO = '4 / 3';

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
  const [dataSaver] = useDataSaver();
  const [tapped, setTapped] = useState(false);

  if (failed) {
    return (
      <Center bg="bg.muted" rounded="lg" py="8" color="fg.muted" gap="2" fontSize="sm">
        <ImageIcon boxSize="4" /> Image failed to load
      </Center>
    );
  }
  if (dataSaver && !tapped) {
    // Data saver: the picture's place is kept, and it loads only when asked for.
    return (
      <Center
        as="button"
        w="full"
        aspectRatio={IMAGE_RATIO}
        rounded="lg"
        bg="bg.muted"
        color="fg.muted"
        gap="2"
        fontSize="sm"
        aria-label={`Load ${authorName}'s image (data saver is on)`}
        onClick={() => setTapped(true)}
      >
        <ImageIcon boxSize="4" /> Tap to load image
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
        {/* The feed's 640 px copy, in a box of fixed shape: nothing below moves when it arrives. */}
        <Image
          src={feedImageUrl(src)}
          alt={`Image shared by ${authorName}`}
          htmlWidth={640}
          htmlHeight={480}
          loading={tapped ? 'eager' : 'lazy'}
          decoding="async"
          w="full"
          h="auto"
          aspectRatio={IMAGE_RATIO}
          objectFit="cover"
          onError={() => setFailed(true)}
        />
      </Box>
      {viewerOpen && (
        <LoadBoundary what="the image viewer" variant="overlay" onClose={() => setViewerOpen(false)}>
          <ImageViewer
            open
            onClose={() => setViewerOpen(false)}
            postId={postId}
            src={src}
            alt={`Image shared by ${authorName}`}
            shareUrl={shareUrl}
            shareText={shareText}
          />
        </LoadBoundary>
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

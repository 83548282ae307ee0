import { Box, Button, Center, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ChatIcon, SendIcon } from '../../../components/icons';
import { toast } from '../../../components/toast';
import type { ShareTarget } from '../../../gql/graphql';
import { graphql } from '../../../gql';
import { LinkIcon, XLogoIcon } from '../icons';
import { shareSnippet } from '../../../lib/format';
import { DialogFrame } from '../../../components/DialogFrame';

/** SPEC §9: share windows open as a 600×400 popup. */
const POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

const encode = encodeURIComponent;

interface Network {
  target: Exclude<ShareTarget, 'COPY_LINK'>;
  label: string;
  color: string;
  icon: typeof XLogoIcon | string;
  href: (url: string, text: string) => string;
}

const NETWORKS: Network[] = [
  { target: 'X', label: 'X', color: '#000000', icon: XLogoIcon, href: (url, text) => `https://x.com/intent/tweet?text=${encode(text)}&url=${encode(url)}` },
  { target: 'FACEBOOK', label: 'Facebook', color: '#1877F2', icon: 'f', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}` },
  { target: 'WHATSAPP', label: 'WhatsApp', color: '#1FA855', icon: ChatIcon, href: (url, text) => `https://wa.me/?text=${encode(`${text} ${url}`)}` },
  { target: 'TELEGRAM', label: 'Telegram', color: '#229ED9', icon: SendIcon, href: (url, text) => `https://t.me/share/url?url=${encode(url)}&text=${encode(text)}` },
];

/** Copies with the Clipboard API, or the older selection copy where that is missing or refused (SPEC §8). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

function NetworkMark({ icon: Mark, color }: Pick<Network, 'icon' | 'color'>) {
  return (
    <Center boxSize="11" rounded="full" bg={color} color="white" fontWeight="bold" fontSize="xl" aria-hidden>
      {typeof Mark === 'string' ? Mark : <Mark boxSize="5" />}
    </Center>
  );
}

export const SharePostMutation = graphql(`
  mutation SharePost($id: ID!, $target: ShareTarget!) {
    sharePost(id: $id, target: $target) {
      id
      sharesCount
    }
  }
`);

interface ShareDialogProps {
  /** Also opened from the image viewer, which has only these. */
  post: { id: string; shareUrl: string; content: string };
  onClose: () => void;
}

/** Share to X, Facebook, WhatsApp or Telegram, or copy the link; every share is counted. Visitors may share. */
export default function ShareDialog({ post, onClose }: ShareDialogProps) {
  const [countShare] = useMutation(SharePostMutation);
  const text = shareSnippet(post.content);
  // Counting is best effort: a failed count must not get in the way of sharing.
  const count = (target: ShareTarget) => void countShare({ variables: { id: post.id, target } }).catch(() => {});

  const openNetwork = (network: Network) => {
    window.open(network.href(post.shareUrl, text), 'share', POPUP_FEATURES);
    count(network.target);
    onClose();
  };

  const copyLink = async () => {
    if (await copyText(post.shareUrl)) {
      toast({ type: 'success', title: 'Link Copied', description: 'Post link copied to clipboard!' });
      count('COPY_LINK');
      onClose();
    } else {
      toast({ type: 'error', title: 'Copy Failed', description: 'Copy the link from the box instead.' });
    }
  };

  return (
    <DialogFrame title="Share Post" size="sm" onClose={onClose}>
      <Stack gap="5" pb="2">
        <SimpleGrid columns={4} gap="2">
          {NETWORKS.map((network) => (
            <Button key={network.target} variant="ghost" h="auto" py="2" flexDirection="column" gap="1.5" onClick={() => openNetwork(network)}>
              <NetworkMark icon={network.icon} color={network.color} />
              <Text fontSize="xs">{network.label}</Text>
            </Button>
          ))}
        </SimpleGrid>
        <Box borderWidth="1px" rounded="lg" p="1" ps="3" display="flex" alignItems="center" gap="2">
          <Text fontSize="sm" color="fg.muted" truncate flex="1" title={post.shareUrl}>
            {post.shareUrl}
          </Text>
          <Button size="sm" colorPalette="brand" onClick={() => void copyLink()}>
            <LinkIcon /> Copy Link
          </Button>
        </Box>
      </Stack>
    </DialogFrame>
  );
}

import { Button, Link, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useProfileHref } from './profileHref';

// The same @handle and #topic rules the server stores (api/src/modules/post/text.ts), plus web links.
const TOKENS =
  /(?<url>https?:\/\/[^\s<]+[^\s<.,:;"')\]!?])|(?<![\p{L}\p{N}_@])(?<mention>@[a-z0-9_]{1,30})(?![a-z0-9_])|(?<![\p{L}\p{N}_#&])(?<topic>#\p{L}[\p{L}\p{N}_]{0,49})/giu;

/** The first web link in a post, for its preview card. */
export function firstUrl(text: string): string | null {
  for (const match of text.matchAll(TOKENS)) if (match.groups?.url) return match.groups.url;
  return null;
}

/**
 * Links, @mentions and #topics become links: a mention opens /profile/@handle, which the profile
 * page turns into the member's own address (or 'Profile not found'); a topic opens its feed.
 */
function decorate(text: string, profileHref: (idOrHandle: string) => string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    const { url, mention, topic } = match.groups ?? {};
    parts.push(text.slice(last, match.index));
    if (url) {
      parts.push(
        <Link key={match.index} href={url} target="_blank" rel="noopener noreferrer nofollow ugc" color="brand.fg" wordBreak="break-all">
          {url}
        </Link>,
      );
    } else if (mention) {
      parts.push(
        <Link asChild key={match.index} color="brand.fg" fontWeight="semibold">
          <RouterLink to={profileHref(mention.toLowerCase())}>{mention}</RouterLink>
        </Link>,
      );
    } else {
      parts.push(
        <Link asChild key={match.index} color="brand.fg" fontWeight="medium">
          <RouterLink to={`/topic/${encodeURIComponent(topic.slice(1).toLowerCase())}`}>{topic}</RouterLink>
        </Link>,
      );
    }
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

interface PostTextProps {
  text: string;
  /** Longer texts are cut here with a Show more button (feeds); omit to always show all. */
  collapseAt?: number;
}

export function PostText({ text, collapseAt }: PostTextProps) {
  const profileHref = useProfileHref();
  const [expanded, setExpanded] = useState(false);
  const collapsed = collapseAt !== undefined && !expanded && text.length > collapseAt;
  const shown = collapsed ? `${text.slice(0, collapseAt).trimEnd()}…` : text;
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineHeight="1.6">
      {decorate(shown, profileHref)}
      {collapsed && (
        <Button variant="plain" size="sm" colorPalette="brand" color="brand.fg" h="auto" px="1" onClick={() => setExpanded(true)}>
          Show more
        </Button>
      )}
    </Text>
  );
}

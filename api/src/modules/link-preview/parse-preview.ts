import { Parser } from 'htmlparser2';
import { isWebUrl } from './fetch-page.js';

export type PreviewFields = {
  title: string | null;
  description: string | null;
  image: string | null;
  siteName: string | null;
};

const MAX_LENGTH = { title: 200, description: 500, siteName: 100, url: 2048 };

/**
 * Reads a page's OpenGraph tags, falling back to its Twitter card, then to <title>,
 * <meta name="description"> and <link rel="image_src">. The first of each wins; text is
 * trimmed to one line and a sensible length; the image becomes an absolute http(s) URL.
 */
export function parsePreview(html: string, pageUrl: URL): PreviewFields {
  const meta = new Map<string, string>();
  let title = '';
  let titleState: 'before' | 'inside' | 'done' = 'before';
  let linkedImage: string | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
          if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
        } else if (name === 'title' && titleState === 'before') {
          titleState = 'inside';
        } else if (name === 'link' && attributes.rel?.toLowerCase() === 'image_src') {
          linkedImage ??= attributes.href;
        }
      },
      ontext(text) {
        if (titleState === 'inside') title += text;
      },
      onclosetag(name) {
        if (name === 'title' && titleState === 'inside') titleState = 'done';
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  return {
    title: oneLine(first('og:title', 'twitter:title') ?? title, MAX_LENGTH.title),
    description: oneLine(first('og:description', 'twitter:description', 'description'), MAX_LENGTH.description),
    siteName: oneLine(first('og:site_name', 'application-name'), MAX_LENGTH.siteName),
    image: absoluteWebUrl(
      first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src') ?? linkedImage,
      pageUrl,
    ),
  };
}

function oneLine(text: string | undefined, max: number): string | null {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return null;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

function absoluteWebUrl(value: string | undefined, base: URL): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return isWebUrl(url) && url.href.length <= MAX_LENGTH.url ? url.href : null;
  } catch {
    return null;
  }
}

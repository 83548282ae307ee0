import { DomUtils, parseDocument } from 'htmlparser2';

type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
type Node = Element['children'][number];
const isTag = (node: Node): node is Element => node.type === 'tag';

/** One story as a feed gives it, cleaned: plain text, http(s) links only. */
export type ParsedStory = {
  title: string;
  description: string | null;
  url: string;
  urlToImage: string | null;
  publishedAt: Date | null;
};

export type ParsedFeed = { title: string | null; stories: ParsedStory[] };

export const STORY_LIMITS = { title: 300, description: 500 };

/** Tracking parameters dropped so one story shared with different campaign tags is stored once. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref|amp)$/i;

/**
 * The form a story's address is stored (and de-duplicated) in: http(s) only, lower-case host,
 * no fragment, no tracking parameters. Null for anything else (javascript:, mailto:, junk).
 */
export function canonicalUrl(raw: string | undefined | null, base?: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  const text = url.toString();
  return text.length <= 2048 ? text : null;
}

/** Text of markup (descriptions are often HTML, sometimes escaped twice), whitespace collapsed. */
export function plainText(markup: string | undefined | null, max: number): string {
  if (!markup) return '';
  let text = markup;
  // Escaped markup (&lt;p&gt;) becomes markup on the first pass and text on the second.
  for (let pass = 0; pass < 2 && /[<&]/.test(text); pass++) {
    text = DomUtils.textContent(parseDocument(text, { decodeEntities: true }));
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const child = (element: Element, ...names: string[]) =>
  element.children.find((node): node is Element => isTag(node) && names.includes(node.name.toLowerCase()));
const children = (element: Element, name: string) =>
  element.children.filter((node): node is Element => isTag(node) && node.name.toLowerCase() === name);
const text = (element: Element | undefined) => (element ? DomUtils.textContent(element).trim() : undefined);

function date(value: string | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The story's picture: media:content / media:thumbnail, an image enclosure, or the first <img> of its HTML. */
function imageOf(item: Element, base: string | undefined, html: string | undefined): string | null {
  for (const media of [...children(item, 'media:content'), ...children(item, 'media:thumbnail')]) {
    const medium = media.attribs.medium ?? media.attribs.type ?? 'image';
    if (/image/.test(medium) || media.name.toLowerCase() === 'media:thumbnail') {
      const url = canonicalUrl(media.attribs.url, base);
      if (url) return url;
    }
  }
  const group = child(item, 'media:group');
  if (group) {
    const inner = imageOf(group, base, undefined);
    if (inner) return inner;
  }
  for (const enclosure of children(item, 'enclosure')) {
    if (/^image\//.test(enclosure.attribs.type ?? '')) return canonicalUrl(enclosure.attribs.url, base);
  }
  for (const link of children(item, 'link')) {
    if (link.attribs.rel === 'enclosure' && /^image\//.test(link.attribs.type ?? '')) return canonicalUrl(link.attribs.href, base);
  }
  const img = html && /<img[^>]+src=["']([^"']+)["']/i.exec(html)?.[1];
  return img ? canonicalUrl(img.replace(/&amp;/g, '&'), base) : null;
}

function atomLink(entry: Element, base: string | undefined): string | null {
  const links = children(entry, 'link');
  const alternate = links.find((l) => !l.attribs.rel || l.attribs.rel === 'alternate') ?? links[0];
  return canonicalUrl(alternate?.attribs.href, base);
}

function story(fields: {
  title: string | undefined;
  html: string | undefined;
  url: string | null;
  image: string | null;
  published: Date | null;
}): ParsedStory | null {
  const title = plainText(fields.title, STORY_LIMITS.title);
  if (!title || !fields.url) return null;
  return {
    title,
    description: plainText(fields.html, STORY_LIMITS.description) || null,
    url: fields.url,
    urlToImage: fields.image,
    publishedAt: fields.published,
  };
}

/**
 * Reads an RSS 2.0 (or RSS 1.0/RDF) or Atom document into stories. Items without a title or an
 * http(s) link are skipped; anything that is not a feed gives null.
 */
export function parseFeedXml(xml: string, feedUrl?: string): ParsedFeed | null {
  const document = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  const root = document.children.find((node): node is Element => isTag(node));
  if (!root) return null;
  const name = root.name.toLowerCase();
  if (name === 'feed') {
    const base = canonicalUrl(root.attribs['xml:base'], feedUrl) ?? feedUrl;
    return {
      title: plainText(text(child(root, 'title')), 100) || null,
      stories: children(root, 'entry')
        .map((entry) => {
          const html = text(child(entry, 'summary')) ?? text(child(entry, 'content'));
          return story({
            title: text(child(entry, 'title')),
            html,
            url: atomLink(entry, base),
            image: imageOf(entry, base, text(child(entry, 'content')) ?? html),
            published: date(text(child(entry, 'published')) ?? text(child(entry, 'updated'))),
          });
        })
        .filter((s): s is ParsedStory => s !== null),
    };
  }
  if (name !== 'rss' && name !== 'rdf:rdf') return null;
  const channel = child(root, 'channel');
  // RSS 2.0 nests items in the channel; RSS 1.0 puts them beside it.
  const items = [...(channel ? children(channel, 'item') : []), ...children(root, 'item')];
  return {
    title: plainText(text(channel && child(channel, 'title')), 100) || null,
    stories: items
      .map((item) => {
        const html = text(child(item, 'description'));
        const guid = child(item, 'guid');
        const permalink = guid && guid.attribs.isPermaLink !== 'false' ? text(guid) : undefined;
        return story({
          title: text(child(item, 'title')),
          html: html || text(child(item, 'content:encoded')),
          url: canonicalUrl(text(child(item, 'link')), feedUrl) ?? canonicalUrl(permalink, feedUrl),
          image: imageOf(item, feedUrl, text(child(item, 'content:encoded')) ?? html),
          published: date(text(child(item, 'pubdate')) ?? text(child(item, 'dc:date'))),
        });
      })
      .filter((s): s is ParsedStory => s !== null),
  };
}

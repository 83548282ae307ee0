import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Context } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import type { LimitRule } from '../../shared/rate-limit.js';
import { parseInput } from '../../shared/validation.js';
import { AddressGuard, AddressRefused } from './address-guard.js';
import { fetchPage, isWebUrl, LinkUnreachable } from './fetch-page.js';
import type { LinkPreview } from './link-preview.types.js';
import { parsePreview } from './parse-preview.js';

/** SPEC §9: link previews are cached for an hour. Failures are remembered briefly, so a dead link isn't hammered. */
const PREVIEW_TTL_SECONDS = 60 * 60;
const FAILURE_TTL_SECONDS = 60;

/** Counts fetches (cache misses) per address; generous, as many members share a carrier's address. */
export const LINK_PREVIEW_LIMIT: LimitRule = {
  points: 60,
  durationSeconds: 60,
  message: 'Too many link previews. Please try again in a minute.',
};

type Outcome = { preview: LinkPreview } | { refused: string } | { unreachable: string };

/** Without Redis: this process's memory, bounded. */
const localCache = new LRUCache<string, Outcome>({ max: 2_000 });

const inputSchema = z.object({
  url: z.string({ error: 'Please enter a link' }).trim().min(1, 'Please enter a link').max(2048, 'That link is too long'),
});

/**
 * Previews of links in posts, for visitors and members alike. The server fetches the page,
 * so it refuses to reach anything but the public internet (see AddressGuard and fetchPage).
 */
export class LinkPreviewService {
  constructor(private readonly ctx: Context) {}

  /** Throws BAD_USER_INPUT for a link it won't fetch, LinkUnreachable for one that didn't answer with a page. */
  async preview(input: unknown): Promise<LinkPreview> {
    const url = webUrl(parseInput(inputSchema, input).url);
    const key = createHash('sha256').update(url.href).digest('hex');
    const outcome = (await this.cached(key)) ?? (await this.fetchAndRemember(url, key));
    if ('refused' in outcome) throw badInput(outcome.refused, 'url');
    if ('unreachable' in outcome) throw new LinkUnreachable(outcome.unreachable);
    return outcome.preview;
  }

  private async fetchAndRemember(url: URL, key: string): Promise<Outcome> {
    await this.ctx.deps.limits.consume('link-preview-ip', LINK_PREVIEW_LIMIT, this.ctx.ip);
    const outcome = await fetchOutcome(url, new AddressGuard(this.ctx.deps.config.linkPreviewAllowedRanges));
    const ttlSeconds = 'preview' in outcome ? PREVIEW_TTL_SECONDS : FAILURE_TTL_SECONDS;
    const { redis, config } = this.ctx.deps;
    // While Redis is away this instance remembers on its own.
    const shared = redis?.set(redisKey(config.redisKeyPrefix, key), JSON.stringify(outcome), 'EX', ttlSeconds).then(
      () => true,
      () => false,
    );
    if (!(await shared)) localCache.set(key, outcome, { ttl: ttlSeconds * 1000 });
    return outcome;
  }

  private async cached(key: string): Promise<Outcome | undefined> {
    const { redis, config } = this.ctx.deps;
    const stored = await redis?.get(redisKey(config.redisKeyPrefix, key)).catch(() => undefined);
    return stored ? (JSON.parse(stored) as Outcome) : localCache.get(key);
  }
}

const redisKey = (prefix: string, key: string) => `${prefix}link-preview:${key}`;

/** An http(s) URL without fragment or credentials; a bare "example.com/page" is taken as https. */
function webUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    throw badInput('Please enter a valid link', 'url');
  }
  if (!isWebUrl(url)) throw badInput('Only http and https links can be previewed', 'url');
  url.hash = '';
  url.username = '';
  url.password = '';
  return url;
}

async function fetchOutcome(url: URL, guard: AddressGuard): Promise<Outcome> {
  try {
    const page = await fetchPage(url, guard);
    const fields = page.html
      ? parsePreview(page.html, page.url)
      : { title: null, description: null, image: null, siteName: null };
    return { preview: { ...fields, domain: page.url.hostname.replace(/^www\./, '') } };
  } catch (error) {
    if (error instanceof AddressRefused) return { refused: error.message };
    if (error instanceof LinkUnreachable) return { unreachable: error.message };
    throw error;
  }
}

/** A feed could not be read: no answer in time, an error status, too large, or not a feed. */
export class FeedUnavailable extends Error {}

export const FEED_MAX_BYTES = 2 * 1024 * 1024;

/**
 * GETs a feed's XML: within `timeoutMs` for the answer and its whole body, at most 2 MB
 * (a larger feed is refused, not cut, since a cut document parses to nothing useful).
 * The text is decoded by the charset the answer or the XML declaration names.
 */
export async function fetchFeedXml(url: string, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        'user-agent': 'CivicNetworkNews/1.0 (+feed reader)',
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedUnavailable(`answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > FEED_MAX_BYTES) {
      await response.body?.cancel();
      throw new FeedUnavailable(`too large (${declared} bytes)`);
    }
    const bytes = await readCapped(response);
    return decode(bytes, response.headers.get('content-type') ?? '');
  } catch (error) {
    if (error instanceof FeedUnavailable) throw error;
    if (signal.aborted) throw new FeedUnavailable(`no complete answer within ${timeoutMs} ms`);
    throw new FeedUnavailable(`unreachable (${(error as Error).message})`);
  }
}

async function readCapped(response: Response): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > FEED_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw new FeedUnavailable(`too large (over ${FEED_MAX_BYTES} bytes)`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function decode(bytes: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<\?xml[^>]+encoding=["']([\w-]+)["']/i.exec(bytes.subarray(0, 200).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

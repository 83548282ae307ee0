import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AddressRefused, type AddressGuard } from './address-guard.js';

export const FETCH_LIMITS = { totalMs: 5_000, maxRedirects: 3, maxHtmlBytes: 512 * 1024 };

/** The link could not be fetched: nothing answered, or not with a page. */
export class LinkUnreachable extends Error {}

export type FetchedPage = {
  /** Where the page was found, after redirects. */
  url: URL;
  /** The start of the page's HTML, or null when the link is not an HTML page. */
  html: string | null;
};

export const isWebUrl = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * GETs a page the way a link preview may: every hop's hostname is resolved here, every
 * answer vetted, and the connection made to the vetted address itself (so a second DNS
 * answer can't swap in an inner one); at most 3 redirects, 5 s in all, 512 KB of HTML.
 */
export async function fetchPage(start: URL, guard: AddressGuard): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(FETCH_LIMITS.totalMs);
  let url = start;
  try {
    for (let redirects = 0; ; redirects++) {
      if (!isWebUrl(url)) throw new AddressRefused(); // a redirect to file:, gopher: and the like
      const response = await get(url, await untilAborted(guard.resolve(bareHostname(url)), signal), signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (redirects === FETCH_LIMITS.maxRedirects) throw new LinkUnreachable('That link redirects too many times');
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new LinkUnreachable(`That page could not be loaded (it answered ${status})`);
      }
      const contentType = response.headers['content-type'] ?? '';
      if (!/^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType)) {
        response.destroy();
        return { url, html: null };
      }
      return { url, html: await readHtml(response, contentType) };
    }
  } catch (error) {
    if (error instanceof AddressRefused || error instanceof LinkUnreachable) throw error;
    if (signal.aborted) throw new LinkUnreachable('That link took too long to answer');
    throw new LinkUnreachable('We could not reach that link');
  }
}

/** The hostname without the brackets URLs put around IPv6 addresses. */
const bareHostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function get(url: URL, address: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  const hostname = bareHostname(url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: address,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: url.pathname + url.search,
        headers: {
          host: url.host,
          'user-agent': 'CivicNetworkLinkPreview/1.0',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
        // The certificate is checked against the link's name, not the address we dialled.
        servername: isIP(hostname) ? undefined : hostname,
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** Reads (and inflates) at most maxHtmlBytes of the body, then hangs up. */
async function readHtml(response: http.IncomingMessage, contentType: string): Promise<string> {
  const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
    gzip: zlib.createGunzip,
    deflate: zlib.createInflate,
    br: zlib.createBrotliDecompress,
  };
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
  // pipeline (not pipe) passes a timeout's abort on to the inflater, so reading it ends too.
  const body: Readable = decoders[encoding] ? pipeline(response, decoders[encoding](), () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= FETCH_LIMITS.maxHtmlBytes) break;
    }
  } finally {
    response.destroy();
  }
  return decodeText(Buffer.concat(chunks).subarray(0, FETCH_LIMITS.maxHtmlBytes), contentType);
}

/** The charset from the header, else from a <meta> near the top, else UTF-8. */
function decodeText(bytes: Buffer, contentType: string): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(bytes.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // a label TextDecoder does not know
  }
}

/** DNS lookups can't be cancelled: stop waiting for one when the time is up. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

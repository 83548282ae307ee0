import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import webPush from 'web-push';
import type { AppDeps } from '../../shared/context.js';
import { AddressGuard } from '../link-preview/address-guard.js';
import { isPushEndpoint } from './push.service.js';
import type { PushTopic } from './push.topics.js';
import { vapidKeys } from './vapid-keys.js';

/**
 * What a device shows: the same words as the notification in the app, and where a tap leads.
 * Nothing more goes to the push service (it only ever sees it encrypted): never a message's text.
 */
export type PushNotice = { title: string; body: string; url: string; tag: string };

/** How long a push service keeps a push for a phone that is off or out of signal. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;
const guard = new AddressGuard();

type Subscription = { endpoint: string; user_id: string; p256dh: string; auth: string };

/** Who a push goes to: one member, or every member whose electoral location is in a state. */
export type PushAudience = { userId: string } | { stateCode: string };

/** At most this many pushes are in flight at once (a state's members are sent in waves). */
const SEND_CONCURRENCY = 50;

/**
 * Pushes a notice to every device its audience turned push on for, in a session still signed in,
 * unless the member switched its topic off. A subscription the push service says is gone (404,
 * 410) is deleted. Never throws: a push that fails is logged (the push service's host and
 * answer, never the endpoint or the notice).
 */
export async function pushTo(deps: AppDeps, audience: PushAudience, topic: PushTopic, notice: PushNotice): Promise<void> {
  try {
    const keys = await vapidKeys(deps);
    if (!keys) return;
    const em = deps.orm.em.fork({ disableContextResolution: true });
    const [who, value] =
      'userId' in audience
        ? ['p.user_id = ?', audience.userId]
        : ['p.user_id in (select u.id from users u where u.state = ? and u.deleted_at is null)', audience.stateCode];
    const subscriptions = (await em.execute(
      `select p.endpoint, p.user_id, p.p256dh, p.auth from push_subscriptions p join sessions s on s.sid = p.session_id
       where ${who} and s.expire > now()
         and not exists (select 1 from push_muted_topics m where m.user_id = p.user_id and m.topic = ?)`,
      [value, topic],
    )) as Subscription[];
    const payload = JSON.stringify(notice);
    const sendOne = async (subscription: Subscription) => {
      const endpoint = new URL(subscription.endpoint);
      try {
        // web-push encrypts (aes128gcm, RFC 8291) and signs (VAPID, RFC 8292); we send it to an address we vetted.
        const request = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          { vapidDetails: { subject: deps.config.push.subject, ...keys }, TTL: TIME_TO_LIVE_SECONDS },
        );
        const status = await post(endpoint, request.headers, request.body as Buffer, deps);
        if (status === 404 || status === 410) {
          await em.execute('delete from push_subscriptions where endpoint = ? and user_id = ?', [subscription.endpoint, subscription.user_id]);
        } else if (status < 200 || status >= 300) {
          deps.logger.warn({ pushService: endpoint.host, status }, 'a push service refused a push');
        }
      } catch (error) {
        deps.logger.warn({ pushService: endpoint.host, reason: (error as Error).message }, 'could not send a push');
      }
    };
    for (let at = 0; at < subscriptions.length; at += SEND_CONCURRENCY) {
      await Promise.all(subscriptions.slice(at, at + SEND_CONCURRENCY).map(sendOne));
    }
  } catch (error) {
    deps.logger.error({ err: error }, 'could not send pushes');
  }
}

/** POSTs to the push service at an address checked here (the same a link preview may reach); answers the status. */
async function post(endpoint: URL, headers: Record<string, string | number>, body: Buffer, deps: AppDeps): Promise<number> {
  if (!isPushEndpoint(endpoint, deps.config)) throw new Error('not a push service address');
  const isTestService = endpoint.origin === deps.config.push.testEndpointOrigin;
  const hostname = endpoint.hostname.replace(/^\[(.*)\]$/, '$1');
  const address = isTestService ? hostname : await guard.resolve(hostname);
  const client = endpoint.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: 'POST',
        host: address,
        port: endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80),
        path: endpoint.pathname + endpoint.search,
        headers: { ...headers, host: endpoint.host },
        // The certificate is checked against the endpoint's name, not the address we dialled.
        servername: isIP(hostname) ? undefined : hostname,
        agent: false,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

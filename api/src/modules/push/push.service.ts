import { z } from 'zod';
import { requireViewer } from '../../shared/auth.js';
import type { Config } from '../../config.js';
import type { Context } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { PUSH_TOPICS, PushTopic } from './push.topics.js';
import { vapidKeys } from './vapid-keys.js';

/** Devices a member may have push on at once; turning it on for one more drops the oldest. */
export const PUSH_DEVICES_PER_MEMBER = 10;
/** Browsers' push endpoints are a few hundred characters; anything longer is not one. */
const ENDPOINT_MAX = 1000;
const ENDPOINT_MESSAGE = 'That is not a push service address';

/** base64url text that decodes to exactly `bytes` bytes. */
const base64urlOf = (bytes: number, message: string) =>
  z.string().max(200).refine((text) => /^[A-Za-z0-9_-]+=*$/.test(text) && Buffer.from(text, 'base64url').length === bytes, message);

const endpointSchema = z.string().trim().min(1, ENDPOINT_MESSAGE).max(ENDPOINT_MAX, ENDPOINT_MESSAGE).pipe(z.url(ENDPOINT_MESSAGE));
const subscriptionSchema = z.object({
  endpoint: endpointSchema,
  // The browser's P-256 public key, uncompressed (65 bytes), and its 16-byte auth secret (RFC 8291).
  p256dh: base64urlOf(65, 'The subscription key is not a P-256 public key'),
  auth: base64urlOf(16, 'The subscription secret is not 16 bytes'),
});
const endpointOnly = z.object({ endpoint: endpointSchema });
const topicSwitch = z.object({ topic: z.enum(PushTopic), enabled: z.boolean() });

export type PushTopicSetting = { topic: PushTopic; enabled: boolean };

/**
 * Whether the server may send pushes to this address: https on the default port (the push
 * services' own), or the tests' fake push service. Where it resolves to is checked when sending.
 */
export function isPushEndpoint(endpoint: URL, config: Config): boolean {
  if (config.push.testEndpointOrigin === endpoint.origin) return true;
  return endpoint.protocol === 'https:' && endpoint.port === '' && !endpoint.username && !endpoint.password;
}

/**
 * Web Push subscriptions: the devices a member turned notifications on for. Each is tied to the
 * session it was turned on in, so signing out there stops its pushes; an endpoint belongs to one
 * member (a shared phone's next member takes it over).
 */
export class PushService {
  constructor(private readonly ctx: Context) {}

  /** The key browsers subscribe with (applicationServerKey), or null when this server sends no push. */
  async publicKey(): Promise<string | null> {
    return (await vapidKeys(this.ctx.deps))?.publicKey ?? null;
  }

  async subscribe(input: unknown): Promise<true> {
    const viewer = requireViewer(this.ctx);
    const data = parseInput(subscriptionSchema, input);
    if (!isPushEndpoint(new URL(data.endpoint), this.ctx.deps.config)) throw badInput(ENDPOINT_MESSAGE, 'endpoint');
    if (!(await this.publicKey())) throw badInput('Notifications on devices are not available on this server');
    await this.ctx.em.transactional(async (em) => {
      await em.execute(
        `insert into push_subscriptions (endpoint, user_id, session_id, p256dh, auth) values (?, ?, ?, ?, ?)
         on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
           p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()`,
        [data.endpoint, viewer.id, this.ctx.sessionId, data.p256dh, data.auth],
      );
      await em.execute(
        `delete from push_subscriptions where user_id = ? and endpoint not in
           (select endpoint from push_subscriptions where user_id = ? order by created_at desc limit ?)`,
        [viewer.id, viewer.id, PUSH_DEVICES_PER_MEMBER],
      );
    });
    return true;
  }

  /** Turns push off for one of the viewer's devices (nothing happens for another member's). */
  async unsubscribe(input: unknown): Promise<true> {
    const viewer = requireViewer(this.ctx);
    const { endpoint } = parseInput(endpointOnly, input);
    await this.ctx.em.execute('delete from push_subscriptions where endpoint = ? and user_id = ?', [endpoint, viewer.id]);
    return true;
  }

  /** Whether this device's subscription sends the viewer's notifications here. */
  async isSubscribed(input: unknown): Promise<boolean> {
    const viewer = requireViewer(this.ctx);
    const { endpoint } = parseInput(endpointOnly, input);
    const rows = await this.ctx.em.execute('select 1 from push_subscriptions where endpoint = ? and user_id = ?', [endpoint, viewer.id]);
    return rows.length > 0;
  }

  /** The viewer's switch for each topic: on unless they turned it off (for all their devices). */
  async topics(): Promise<PushTopicSetting[]> {
    const viewer = requireViewer(this.ctx);
    const muted = new Set(
      (await this.ctx.em.execute('select topic from push_muted_topics where user_id = ?', [viewer.id])).map((row) => String(row.topic)),
    );
    return PUSH_TOPICS.map((topic) => ({ topic, enabled: !muted.has(topic) }));
  }

  /** Turns one topic on or off on all the viewer's devices; answers every switch as it now stands. */
  async setTopic(input: unknown): Promise<PushTopicSetting[]> {
    const viewer = requireViewer(this.ctx);
    const { topic, enabled } = parseInput(topicSwitch, input);
    await this.ctx.em.execute(
      enabled
        ? 'delete from push_muted_topics where user_id = ? and topic = ?'
        : 'insert into push_muted_topics (user_id, topic) values (?, ?) on conflict do nothing',
      [viewer.id, topic],
    );
    return this.topics();
  }
}

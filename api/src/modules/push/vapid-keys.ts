import webPush from 'web-push';
import type { AppDeps } from '../../shared/context.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const loaded = new WeakMap<AppDeps, Promise<VapidKeys | null>>();

/**
 * The deployment's VAPID key pair, or null when push is off: the configured pair, or (development
 * and tests) the one made the first time and kept in the database, so every instance and restart
 * signs with the same key and browsers' subscriptions stay valid.
 */
export function vapidKeys(deps: AppDeps): Promise<VapidKeys | null> {
  let keys = loaded.get(deps);
  if (!keys) {
    keys = loadOrMake(deps);
    keys.catch(() => loaded.delete(deps));
    loaded.set(deps, keys);
  }
  return keys;
}

async function loadOrMake(deps: AppDeps): Promise<VapidKeys | null> {
  const { vapid } = deps.config.push;
  if (vapid === 'off') return null;
  if (vapid !== 'generated') return vapid;
  const em = deps.orm.em.fork({ disableContextResolution: true });
  const made = webPush.generateVAPIDKeys();
  // Two instances starting together: the first insert wins, both read it.
  await em.execute('insert into push_vapid_keys (public_key, private_key) values (?, ?) on conflict do nothing', [
    made.publicKey,
    made.privateKey,
  ]);
  const [row] = await em.execute('select public_key, private_key from push_vapid_keys');
  return { publicKey: String(row.public_key), privateKey: String(row.private_key) };
}

import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt, device, FakePushService } from '../../../test/fake-push.js';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { PUSH_DEVICES_PER_MEMBER } from './push.service.js';

/** The VAPID header's JWT is signed with the server's key and addressed to the push service (RFC 8292). */
function verifyVapid(authorization: string, serverKey: string, audience: string) {
  const [, token, key] = /^vapid t=(\S+), k=(\S+)$/.exec(authorization)!;
  expect(key).toBe(serverKey);
  const [header, claims, signature] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signed).toBe(true);
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString());
  expect(aud).toBe(audience);
  expect(exp * 1000).toBeGreaterThan(Date.now());
  expect(sub).toMatch(/^(mailto:|https:)/);
}

const KEY = `{ webPushKey }`;
const SUBSCRIBE = `mutation($s: WebPushSubscriptionInput!) { subscribeWebPush(subscription: $s) }`;
const UNSUBSCRIBE = `mutation($e: String!) { unsubscribeWebPush(endpoint: $e) }`;
const SUBSCRIBED = `query($e: String!) { webPushSubscribed(endpoint: $e) }`;
const START = `mutation($userId: ID!) { startConversation(userId: $userId) { id } }`;
const SEND = `mutation($id: ID!, $content: String!) { sendMessage(conversationId: $id, content: $content) { id } }`;
const FOLLOW = `mutation($userId: ID!) { follow(userId: $userId) { isFollowing } }`;
const TOPICS = `{ pushTopics { topic enabled } }`;
const SET_TOPIC = `mutation($t: PushTopic!, $on: Boolean!) { setPushTopic(topic: $t, enabled: $on) { topic enabled } }`;

let app: TestApp;
const pushService = new FakePushService();

beforeAll(async () => {
  await pushService.start();
  app = await startTestApp({ env: { PUSH_TEST_ENDPOINT_ORIGIN: pushService.origin } });
});
afterAll(async () => {
  await app?.close();
  await pushService.close();
});

const subscribed = async (client: TestClient, endpoint: string) => (await client.gql(SUBSCRIBED, { e: endpoint })).data?.webPushSubscribed;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

describe('web push', () => {
  it("delivers a message's notification to the recipient's phone, encrypted for it, signed, and saying only what the app shows", async () => {
    const ada = await signedInClient(app, { firstName: 'Ada', lastName: 'Obi' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const phone = device(`${pushService.origin}/device/bello-phone`);
    expect(await subscribed(bello.client, phone.subscription.endpoint)).toBe(false);
    expect((await bello.client.gql(SUBSCRIBE, { s: phone.subscription })).data).toEqual({ subscribeWebPush: true });
    expect(await subscribed(bello.client, phone.subscription.endpoint)).toBe(true);
    const serverKey = (await bello.client.gql(KEY)).data.webPushKey as string;

    const conversationId = (await ada.client.gql(START, { userId: bello.user.id })).data.startConversation.id;
    const sent = await ada.client.gql(SEND, { id: conversationId, content: 'My PVC number is 90F5B2' });
    expect(sent.errors).toBeUndefined();
    await pushService.until(1);

    const [push] = pushesTo('/device/bello-phone');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    verifyVapid(push.headers.authorization!, serverKey, pushService.origin);
    expect(push.body.toString('latin1')).not.toContain('Ada');
    expect(JSON.parse(decrypt(push.body, phone))).toEqual({
      title: 'Ada Obi',
      body: 'sent you a message',
      url: `/?conversation=${conversationId}`,
      tag: `message:${conversationId}`,
    });
  });

  it('deletes a subscription the push service says is gone, keeps the others, and a failing push never fails the follow', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada', lastName: 'Obi' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const phone = device(`${pushService.origin}/device/phone-${bello.user.id}`);
    const oldTablet = device(`${pushService.origin}/gone/tablet-${bello.user.id}`);
    const brokenLaptop = device(`${pushService.origin}/broken/laptop-${bello.user.id}`);
    for (const { subscription } of [phone, oldTablet, brokenLaptop]) await bello.client.gql(SUBSCRIBE, { s: subscription });

    const before = pushService.received.length;
    const followed = await ada.client.gql(FOLLOW, { userId: bello.user.id });
    expect(followed.data).toEqual({ follow: { isFollowing: true } });
    await pushService.until(before + 3);
    await settle();

    expect(JSON.parse(decrypt(pushesTo(new URL(phone.subscription.endpoint).pathname)[0].body, phone))).toMatchObject({
      title: 'Ada Obi',
      body: 'started following you',
      url: `/profile/${ada.user.id}`,
    });
    expect(await subscribed(bello.client, oldTablet.subscription.endpoint)).toBe(false);
    expect(await subscribed(bello.client, phone.subscription.endpoint)).toBe(true);
    expect(await subscribed(bello.client, brokenLaptop.subscription.endpoint)).toBe(true);
  });

  it('stops pushing to a device once turned off there, or once its session signs out', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const phone = device(`${pushService.origin}/device/off-${bello.user.id}`);
    await bello.client.gql(SUBSCRIBE, { s: phone.subscription });
    // Another member can't turn off Bello's device.
    await ada.client.gql(UNSUBSCRIBE, { e: phone.subscription.endpoint });
    expect(await subscribed(bello.client, phone.subscription.endpoint)).toBe(true);
    expect((await bello.client.gql(UNSUBSCRIBE, { e: phone.subscription.endpoint })).data).toEqual({ unsubscribeWebPush: true });
    expect(await subscribed(bello.client, phone.subscription.endpoint)).toBe(false);

    await bello.client.gql(SUBSCRIBE, { s: phone.subscription });
    await bello.client.gql(`mutation { logout }`);
    await ada.client.gql(FOLLOW, { userId: bello.user.id });
    await settle();
    expect(pushesTo(new URL(phone.subscription.endpoint).pathname)).toEqual([]);
    const rows = await app.em().execute('select 1 from push_subscriptions where endpoint = ?', [phone.subscription.endpoint]);
    expect(rows).toEqual([]);
  });

  it('moves a shared phone to the member who turns push on there, and keeps the newest devices only', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const shared = device(`${pushService.origin}/device/shared-${ada.user.id}`);
    await ada.client.gql(SUBSCRIBE, { s: shared.subscription });
    await bello.client.gql(SUBSCRIBE, { s: shared.subscription });
    expect(await subscribed(ada.client, shared.subscription.endpoint)).toBe(false);
    expect(await subscribed(bello.client, shared.subscription.endpoint)).toBe(true);

    const devices = Array.from({ length: PUSH_DEVICES_PER_MEMBER + 1 }, (_, n) => device(`${pushService.origin}/device/many-${ada.user.id}-${n}`));
    for (const { subscription } of devices) await ada.client.gql(SUBSCRIBE, { s: subscription });
    expect(await subscribed(ada.client, devices[0].subscription.endpoint)).toBe(false);
    expect(await subscribed(ada.client, devices[1].subscription.endpoint)).toBe(true);
    expect(await subscribed(ada.client, devices.at(-1)!.subscription.endpoint)).toBe(true);
  });

  it('leaves a topic the member switched off on the app only, and pushes the others', async () => {
    const ada = await signedInClient(app, { firstName: 'Ada', lastName: 'Obi' });
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const phone = device(`${pushService.origin}/device/topics-${bello.user.id}`);
    await bello.client.gql(SUBSCRIBE, { s: phone.subscription });
    expect((await bello.client.gql(TOPICS)).data.pushTopics).toEqual([
      { topic: 'MESSAGES', enabled: true },
      { topic: 'MENTIONS', enabled: true },
      { topic: 'COMMENTS', enabled: true },
      { topic: 'FOLLOWERS', enabled: true },
      { topic: 'RESULTS', enabled: true },
    ]);
    const off = await bello.client.gql(SET_TOPIC, { t: 'MESSAGES', on: false });
    expect(off.data.setPushTopic).toContainEqual({ topic: 'MESSAGES', enabled: false });
    expect((await ada.client.gql(SET_TOPIC, { t: 'FOLLOWERS', on: false })).data.setPushTopic).toContainEqual({ topic: 'FOLLOWERS', enabled: false });

    // A message waits in the app; a follow (Ada switched followers off for herself, not for Bello) reaches the phone.
    const conversationId = (await ada.client.gql(START, { userId: bello.user.id })).data.startConversation.id;
    expect((await ada.client.gql(SEND, { id: conversationId, content: 'Are you at the polling unit?' })).errors).toBeUndefined();
    await ada.client.gql(FOLLOW, { userId: bello.user.id });
    const path = new URL(phone.subscription.endpoint).pathname;
    const deadline = Date.now() + 15_000;
    while (pushesTo(path).length < 1 && Date.now() < deadline) await settle();
    await settle();
    expect(pushesTo(path).map((push) => JSON.parse(decrypt(push.body, phone)).body)).toEqual(['started following you']);
    const inApp = await bello.client.gql(`{ notifications(first: 5) { edges { node { type } } } }`);
    expect(inApp.data.notifications.edges.map((edge: { node: { type: string } }) => edge.node.type)).toEqual(['FOLLOW', 'MESSAGE']);

    // Back on: the next message is pushed again.
    await bello.client.gql(SET_TOPIC, { t: 'MESSAGES', on: true });
    await ada.client.gql(SEND, { id: conversationId, content: 'I am here now' });
    while (pushesTo(path).length < 2 && Date.now() < deadline + 15_000) await settle();
    expect(JSON.parse(decrypt(pushesTo(path)[1].body, phone)).body).toBe('sent you a message');

    expect((await bello.client.gql(SET_TOPIC, { t: 'LIKES', on: false })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.client().gql(TOPICS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses what is not a push subscription, with a clear message, and visitors', async () => {
    const bello = await signedInClient(app, { firstName: 'Bello' });
    const good = device('https://push.example.ng/send/abc').subscription;
    const refusal = async (subscription: object) => {
      const { errors } = await bello.client.gql(SUBSCRIBE, { s: subscription });
      return { message: errors?.[0].message, code: errors?.[0].extensions?.code };
    };
    const notPush = { message: 'That is not a push service address', code: 'BAD_USER_INPUT' };
    expect(await refusal({ ...good, endpoint: 'http://push.example.ng/send/abc' })).toEqual(notPush);
    expect(await refusal({ ...good, endpoint: 'https://push.example.ng:8443/send/abc' })).toEqual(notPush);
    expect(await refusal({ ...good, endpoint: `https://push.example.ng/${'a'.repeat(1000)}` })).toEqual(notPush);
    expect(await refusal({ ...good, endpoint: 'not a url' })).toEqual(notPush);
    expect(await refusal({ ...good, p256dh: randomBytes(32).toString('base64url') })).toEqual({
      message: 'The subscription key is not a P-256 public key',
      code: 'BAD_USER_INPUT',
    });
    expect(await refusal({ ...good, auth: 'short' })).toEqual({ message: 'The subscription secret is not 16 bytes', code: 'BAD_USER_INPUT' });
    expect((await bello.client.gql(SUBSCRIBE, { s: good })).data).toEqual({ subscribeWebPush: true });

    const visitor = app.client();
    expect((await visitor.gql(KEY)).data.webPushKey).toMatch(/^[\w-]{87}$/);
    expect((await visitor.gql(SUBSCRIBE, { s: good })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

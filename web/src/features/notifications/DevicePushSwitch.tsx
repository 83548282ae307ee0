import { Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PrivacySwitch } from '../profile/ProfileFields';
import { PushTopicSwitches } from './PushTopicSwitches';
import { SubscribeWebPushMutation, UnsubscribeWebPushMutation, WebPushKeyQuery, WebPushSubscribedQuery } from './documents';

/** Where notifications on this device stand: what the switch shows, and whether it can be moved. */
type DevicePush = 'checking' | 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

const LABEL = 'Notifications on this device';
const DESCRIPTIONS: Record<DevicePush, string> = {
  checking: 'Messages, mentions, comments, replies, new followers and your state’s results, shown by this phone even when the app is closed.',
  on: 'Messages, mentions, comments, replies, new followers and your state’s results, shown by this phone even when the app is closed.',
  off: 'Messages, mentions, comments, replies, new followers and your state’s results, shown by this phone even when the app is closed. Your browser will ask first.',
  denied: "Blocked for this site in your browser's settings. Allow notifications there, then come back here.",
  unsupported: "This browser can't show notifications from websites. On an iPhone, add the app to your Home Screen first.",
  unavailable: "This server doesn't send notifications to devices.",
};

const supportsPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's push subscription on this device, if any (none while no worker is installed). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * "Notifications on this device" (Settings): the browser asks for permission only when the member
 * turns it on here, and the switch says plainly when notifications are blocked or can't work.
 */
export function DevicePushSwitch() {
  const client = useApolloClient();
  const supported = supportsPush();
  const key = useQuery(WebPushKeyQuery, { fetchPolicy: 'cache-and-network', skip: !supported });
  const [subscribe] = useMutation(SubscribeWebPushMutation);
  const [unsubscribe] = useMutation(UnsubscribeWebPushMutation);
  const [state, setState] = useState<DevicePush>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const serverKey = key.data?.webPushKey;

  useEffect(() => {
    if (!supported) return setState('unsupported');
    if (key.loading && key.data === undefined) return;
    if (!serverKey) return setState('unavailable');
    if (Notification.permission === 'denied') return setState('denied');
    let current = true;
    void (async () => {
      const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
      // The server says whether this device still gets this member's notifications (another member may have turned it on since).
      const on = subscription
        ? (await client.query({ query: WebPushSubscribedQuery, variables: { endpoint: subscription.endpoint }, fetchPolicy: 'network-only' }))
            .data?.webPushSubscribed === true
        : false;
      if (current) setState(on ? 'on' : 'off');
    })().catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [client, supported, key.loading, key.data, serverKey]);

  async function turnOn(applicationServerKey: string) {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'off');
    const registration = await navigator.serviceWorker.ready;
    // A subscription made for an older key can't be reused: start afresh.
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no subscription keys');
    await subscribe({ variables: { subscription: { endpoint, p256dh: keys.p256dh, auth: keys.auth } } });
    setState('on');
  }

  async function turnOff() {
    const subscription = await currentSubscription();
    if (subscription) {
      await unsubscribe({ variables: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    setState('off');
  }

  async function change(on: boolean) {
    setBusy(true);
    setError(null);
    try {
      if (on && serverKey) await turnOn(serverKey);
      else await turnOff();
    } catch (failure) {
      setError(`Could not turn notifications ${on ? 'on' : 'off'}: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="1">
      <PrivacySwitch
        label={LABEL}
        description={DESCRIPTIONS[state]}
        checked={state === 'on'}
        disabled={busy || (state !== 'on' && state !== 'off')}
        onChange={(on) => void change(on)}
      />
      {error && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {error}
        </Text>
      )}
      {state === 'on' && <PushTopicSwitches />}
    </Stack>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/toast';
import { channelSettingsQuery } from '../api/get-channel-settings';
import { getPushKey } from '../api/get-push-key';
import { subscribePush } from '../api/subscribe-push';
import { unsubscribePush } from '../api/unsubscribe-push';
import { currentPushSubscription, pushPermission, pushSupported, subscribeThisBrowser } from '../lib/browser-push';

/** Where this browser stands with device notifications: still asking, no Push API, permission blocked, not subscribed, subscribed. */
export type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export type DevicePush = {
  state: DeviceState;
  /** A subscribe or unsubscribe call is running. */
  working: boolean;
  /** Asks the permission (after the learner's click or tick) and subscribes this browser; true when it is subscribed. */
  enable: () => Promise<boolean>;
  /** Forgets this browser's subscription, here and on the server. */
  disable: () => Promise<void>;
};

/**
 * This browser's push subscription (decision 279), read once when the settings show: whether it can
 * receive device notifications at all, and whether it does. The device box and the channel
 * checkboxes read the same state, so a checkbox never says 'on' for a browser that would receive
 * nothing (decision 292). Outcomes are confirmed by a toast; the settings are asked again (their
 * device count).
 */
export function useDevicePush(): DevicePush {
  const { t } = useTranslation('notificationSettings');
  const client = useQueryClient();
  const [state, setState] = useState<DeviceState>('checking');
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let live = true;
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    if (pushPermission() === 'denied') {
      setState('denied');
      return;
    }
    void currentPushSubscription()
      .then((sub) => live && setState(sub ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const refresh = () => client.invalidateQueries({ queryKey: channelSettingsQuery.queryKey });

  const enable = async () => {
    setWorking(true);
    try {
      const outcome = await subscribeThisBrowser(await getPushKey());
      if (outcome.kind === 'denied') {
        setState('denied');
        return false;
      }
      if (outcome.kind === 'unavailable') {
        setState('unsupported');
        return false;
      }
      const answer = await subscribePush(outcome.body);
      setState('on');
      notify(answer.message, 'success');
      void refresh();
      return true;
    } catch {
      notify(t('device.failed'), 'error');
      return false;
    } finally {
      setWorking(false);
    }
  };

  const disable = async () => {
    setWorking(true);
    try {
      const sub = await currentPushSubscription();
      if (sub) {
        const answer = await unsubscribePush(sub.endpoint);
        await sub.unsubscribe().catch(() => false);
        notify(answer.message, 'success');
      }
      setState('off');
      void refresh();
    } catch {
      notify(t('device.failed'), 'error');
    } finally {
      setWorking(false);
    }
  };

  return { state, working, enable, disable };
}

import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { channelSettingsQuery } from '../api/get-channel-settings';
import { getPushKey } from '../api/get-push-key';
import { subscribePush } from '../api/subscribe-push';
import { unsubscribePush } from '../api/unsubscribe-push';
import { currentPushSubscription, pushPermission, pushSupported, subscribeThisBrowser } from '../lib/browser-push';

type DeviceState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * 'Perangkat ini' (decision 279): offers 'Aktifkan notifikasi di perangkat ini' where the browser
 * supports web push; after the learner's click the browser asks its permission, subscribes with the
 * server's VAPID key and the server keeps the subscription. 'Matikan di perangkat ini' forgets it.
 * A browser without push, or with the permission blocked, says so instead.
 */
export function DevicePush() {
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
      if (outcome.kind === 'denied') return setState('denied');
      if (outcome.kind === 'unavailable') return setState('unsupported');
      const answer = await subscribePush(outcome.body);
      setState('on');
      notify(answer.message, 'success');
      void refresh();
    } catch {
      notify(t('device.failed'), 'error');
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

  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="flex items-center gap-2 text-sm font-bold text-slate-900">
        <BellRing aria-hidden="true" className="size-4 text-brand-600" />
        {t('device.title')}
      </h3>
      {state === 'unsupported' && <p className="mt-2 text-sm text-slate-600">{t('device.unsupported')}</p>}
      {state === 'denied' && <p className="mt-2 text-sm text-amber-800">{t('device.denied')}</p>}
      {state === 'on' && (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-emerald-800">{t('device.on')}</p>
          <Button variant="abu" size="sm" loading={working} onClick={() => void disable()}>
            {t('device.disable')}
          </Button>
        </div>
      )}
      {state === 'off' && (
        <Button variant="garis" size="md" className="mt-3 h-auto min-h-10 whitespace-normal py-2 text-left" loading={working} onClick={() => void enable()}>
          {t('device.enable')}
        </Button>
      )}
    </div>
  );
}

import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { DevicePush as Device } from '../hooks/use-device-push';

/**
 * 'Perangkat ini' (decision 279): offers 'Aktifkan notifikasi di perangkat ini' where the browser
 * supports web push; after the learner's click the browser asks its permission, subscribes with the
 * server's VAPID key and the server keeps the subscription. 'Matikan di perangkat ini' forgets it.
 * A browser without push, or with the permission blocked, says so instead. The state is the
 * settings' (`useDevicePush`), which the channel checkboxes read too.
 */
export function DevicePush({ device }: { device: Device }) {
  const { t } = useTranslation('notificationSettings');
  const { state, working } = device;
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
          <Button variant="abu" size="sm" loading={working} onClick={() => void device.disable()}>
            {t('device.disable')}
          </Button>
        </div>
      )}
      {state === 'off' && (
        <>
          <p className="mt-2 text-sm text-slate-700">{t('device.off')}</p>
          <Button variant="garis" size="md" className="mt-3 h-auto min-h-10 whitespace-normal py-2 text-left" loading={working} onClick={() => void device.enable()}>
            {t('device.enable')}
          </Button>
        </>
      )}
    </div>
  );
}

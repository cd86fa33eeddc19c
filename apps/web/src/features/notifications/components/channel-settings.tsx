import { NOTIFICATION_CHANNELS, NOTIFICATION_GROUPS, type ChannelPreferences, type NotificationChannel, type NotificationGroup } from '@kelas/contracts/notification-channels';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/toast';
import { useChannelSettings } from '../api/get-channel-settings';
import { useSaveChannelSettings } from '../api/save-channel-settings';
import { useDevicePush } from '../hooks/use-device-push';
import { DevicePush } from './device-push';

/**
 * The profile's 'Notifikasi' tab (decision 279): per event group a checkbox for e-mail, device
 * notifications and WhatsApp (in-app is always on), saved together with 'Simpan' and confirmed by a
 * toast and a status line; WhatsApp is disabled, with the reason, when the server or the profile
 * cannot reach the learner there. 'Perangkat ini' subscribes this browser to push. A device
 * checkbox reads as on only while this browser is subscribed (decision 292): ticking it asks the
 * browser's permission and subscribes first; a browser that cannot receive push has it disabled,
 * and the line under the groups says what is needed. An untouched device choice is sent as stored,
 * so another subscribed device keeps receiving what the learner chose there.
 */
export function ChannelSettings() {
  const id = useId();
  const { t } = useTranslation(['notificationSettings', 'notificationChannelText']);
  const settings = useChannelSettings();
  const save = useSaveChannelSettings();
  const device = useDevicePush();
  const [draft, setDraft] = useState<ChannelPreferences | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (settings.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" role="status" aria-label={t('loading')}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-red-700">{t('loadFailed')}</p>
        <Button variant="garis" onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const data = settings.data;
  const groups = draft ?? data.groups;
  const whatsappOn = data.whatsapp.available;

  const pushHere = device.state === 'on';
  const pushBlocked = device.state === 'checking' || device.state === 'unsupported' || device.state === 'denied';
  const pushNote = `${id}-push-note`;
  const noteShown = !pushHere && device.state !== 'checking';

  const toggle = (group: NotificationGroup, channel: NotificationChannel, value: boolean) => {
    setSaved(null);
    // From the latest draft: a tick that first subscribes this browser lands after other clicks.
    setDraft((before) => {
      const current = before ?? data.groups;
      return { ...current, [group]: { ...current[group], [channel]: value } };
    });
  };

  const tick = async (group: NotificationGroup, channel: NotificationChannel, value: boolean) => {
    if (channel === 'push' && value && !pushHere && !(await device.enable())) return;
    toggle(group, channel, value);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      // Only the groups changed here, each as shown (WhatsApp off where it cannot be chosen): a
      // second tab's older copy never undoes what another tab saved in the other groups.
      const changed = Object.fromEntries(
        (Object.keys(groups) as NotificationGroup[])
          .filter((g) => JSON.stringify(groups[g]) !== JSON.stringify(data.groups[g]))
          .map((g) => [g, { ...groups[g], whatsapp: groups[g].whatsapp && whatsappOn }]),
      );
      const answer = await save.mutateAsync({ groups: changed });
      setDraft(null);
      const message = answer.message ?? '';
      setSaved(message);
      notify(message, 'success');
    } catch {
      notify(t('saveFailed'), 'error');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      </div>
      <DevicePush device={device} />
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        {/* Before the groups: why their device boxes are off, and what turns them on. */}
        {noteShown && (
          <p id={pushNote} className="text-sm text-slate-700">
            {device.state === 'off' ? t('pushNeedsDevice') : t('pushBlockedHere')}
          </p>
        )}
        {NOTIFICATION_GROUPS.map((group) => (
          <fieldset key={group} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-bold text-slate-900">{t(`notificationChannelText:groups.${group}`)}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              {NOTIFICATION_CHANNELS.map((channel) => {
                const push = channel === 'push';
                const disabled = (channel === 'whatsapp' && !whatsappOn) || (push && pushBlocked);
                return (
                  <label key={channel} className={`flex min-h-6 items-center gap-2 text-sm ${disabled ? 'text-slate-400' : 'text-slate-800'}`}>
                    <input
                      type="checkbox"
                      className="size-5 rounded border-slate-300 accent-brand-600"
                      checked={groups[group][channel] && !disabled && (!push || pushHere)}
                      disabled={disabled || save.isPending || (push && device.working)}
                      aria-describedby={push && noteShown ? pushNote : undefined}
                      onChange={(e) => void tick(group, channel, e.target.checked)}
                    />
                    {t(`notificationChannelText:channels.${channel}`)}
                  </label>
                );
              })}
            </div>
            {group === 'payments' && <p className="mt-3 text-xs text-slate-500">{t('alwaysEmailed')}</p>}
          </fieldset>
        ))}
        <ul className="space-y-1 text-xs text-slate-500">
          {!whatsappOn && <li>{data.whatsapp.configured ? t('whatsappNoPhone') : t('whatsappOff')}</li>}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          {saved && (
            <p role="status" className="text-sm font-semibold text-emerald-800">
              {saved}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

export default ChannelSettings;

import type { ActiveMaterial } from '@kelas/contracts/learning';
import { PartyPopper } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { messagingLink, useAppConfig } from '@/lib/app-config';
import { MaterialCard } from './material-card';

/** text (spec 2.22): the static welcome 'Selamat Datang!'. */
export function TextView({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  const { brand, phone, messagingApp } = useAppConfig();
  return (
    <MaterialCard kicker={material.name} title={t('text.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <PartyPopper className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-3 text-slate-700">
          <p>{t('text.welcome', { brand })}</p>
          <p>{t('text.finishAll')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="text.help"
              values={{ app: messagingApp, phone }}
              components={{ contact: <a className="font-semibold text-brand-700 underline" href={messagingLink(phone)} target="_blank" rel="noopener noreferrer" /> }}
            />
          </p>
        </div>
      </div>
    </MaterialCard>
  );
}

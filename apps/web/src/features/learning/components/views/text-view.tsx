import type { ActiveMaterial, TextDetail } from '@kelas/contracts/learning';
import { PartyPopper } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { messagingLink, useAppConfig } from '@/lib/app-config';
import { SafeHtml } from '../safe-html';
import { MaterialCard } from './material-card';

/**
 * text (spec 2.22; decision 246): the author's own text from the studio (`detail.html`, sanitised by
 * the server and again here). A text item its author left empty shows the spec's built-in welcome
 * 'Selamat Datang!' instead.
 */
export function TextView({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  const html = (material.detail as Partial<TextDetail>).html ?? '';
  if (html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html)) {
    return (
      <MaterialCard kicker={t('text.kicker')} title={material.name}>
        <SafeHtml html={html} className="text-slate-800" />
      </MaterialCard>
    );
  }
  return <WelcomeText name={material.name} />;
}

/** The spec's static welcome (2.22 'text'): complete every activity for the certificate, ask customer service for help. */
function WelcomeText({ name }: { name: string }) {
  const { t } = useTranslation('learning');
  const { brand, phone, messagingApp } = useAppConfig();
  return (
    <MaterialCard kicker={name} title={t('text.title')}>
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

import { CheckCircle2, LogIn, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { messagingLink, useAppConfig } from '@/lib/app-config';

/**
 * Side panel 'Tentang Kode Redeem' (spec 2.26): be logged in; afterwards check that the redeemed
 * class is accessible; contact customer service through a chat link ({messaging app} to {phone}).
 */
export function RedeemInfoPanel() {
  const config = useAppConfig();
  const { t } = useTranslation(['redeemText', 'vouchers']);
  const points = [
    { icon: LogIn, text: t('redeemText:panelLogin') },
    { icon: CheckCircle2, text: t('redeemText:panelCheck') },
    { icon: MessageCircle, text: t('redeemText:panelContact') },
  ];
  return (
    <aside aria-labelledby="redeem-info-heading" className="self-start rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
      <h2 id="redeem-info-heading" className="text-lg font-bold text-brand-900">
        {t('redeemText:panelHeading')}
      </h2>
      <ol className="mt-4 space-y-3">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm leading-6 text-slate-700">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <a
        href={messagingLink(config.phone, t('vouchers:redeem.chatMessage'))}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-5 inline-flex h-10 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('redeemText:panelContactLink')}
        <span className="sr-only"> {t('vouchers:redeem.chatVia', { app: config.messagingApp })}</span>
      </a>
    </aside>
  );
}

import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messagingLink, useAppConfig } from '@/lib/app-config';

/** Consultation banner (spec 2.9): a chat with the support team about choosing a course. */
export function ConsultationBanner({ courseTitle }: { courseTitle: string }) {
  const { phone, messagingApp } = useAppConfig();
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="konsultasi-heading" className="rounded-3xl bg-gradient-to-r from-amber-400 to-amber-300 px-6 py-8 sm:px-10">
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="konsultasi-heading" className="text-xl font-extrabold text-slate-900 sm:text-2xl">
            {t('detail.consultHeading')}
          </h2>
          <p className="mt-1 text-slate-800">{t('detail.consultText')}</p>
        </div>
        <Button asChild size="lg" variant="biru">
          <a href={messagingLink(phone, t('detail.consultMessage', { title: courseTitle }))} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-5" aria-hidden="true" />
            {t('detail.consultVia', { app: messagingApp })}
          </a>
        </Button>
      </div>
    </section>
  );
}

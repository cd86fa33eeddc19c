import { ArrowRight, Building2, ExternalLink, Mail, MessageCircle, MonitorPlay, QrCode, Store, Video, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { messagingLink } from '@/lib/app-config';
import { joinSteps, kindIntro, marketplaceSearchUrl, paymentTiles, PROGRAMME_SITE } from '../../content/voucher-programme';

/** Voucher-programme hero (spec 2.8). */
export function VoucherHero({ brand }: { brand: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/30">{t('voucher.heroBadge')}</p>
          <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">{t('voucher.heroTitle', { brand })}</h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            {t('voucher.heroText')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="kuning">
              <a href="#kelas">
                {t('voucher.seeCourses')}
                <ArrowRight className="size-5" aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="garis" className="border-white bg-transparent text-white hover:bg-white/10">
              <a href="#cara-daftar">{t('voucher.howToJoin')}</a>
            </Button>
          </div>
        </div>
        <img src="/images/prakerja-hero.svg" alt={t('voucher.heroImage')} width={480} height={380} className="mx-auto w-full max-w-md" />
      </div>
    </section>
  );
}

const kindIcons: Record<(typeof kindIntro)[number], LucideIcon> = { freeClass: Video, recordWebinar: MonitorPlay };

/** Course-kind introduction: Free Class and Record Webinar (spec 2.8). */
export function KindIntro() {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="jenis-kelas-heading" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6">
      <h2 id="jenis-kelas-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {t('voucher.kindsHeading')}
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {kindIntro.map((key) => {
          const Icon = kindIcons[key];
          const k = t(`voucher.kinds.${key}`, { returnObjects: true });
          return (
            <article key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900">{k.title}</h3>
                <p className="mt-1.5 leading-relaxed text-slate-600">{k.description}</p>
              </div>
            </article>
          );
        })}
      </div>
    </section>
  );
}

const tileIcons: Record<(typeof paymentTiles)[number]['key'], LucideIcon> = { 'e-wallet': Wallet, 'bank-transfer': Building2, qris: QrCode, supermarket: Store };

/** 'Beli Kelas Melalui Metode Payment Berikut' (spec 2.8): each tile opens a marketplace search. */
export function PaymentTiles({ brand }: { brand: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="payment-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="payment-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {t('voucher.paymentHeading')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {paymentTiles.map((tile) => {
            const Icon = tileIcons[tile.key];
            return (
              <li key={tile.key}>
                <a
                  href={marketplaceSearchUrl(brand, tile.query)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="mt-4 flex items-center gap-1.5 font-bold text-slate-900 group-hover:text-brand-700">
                    {t(`voucher.tiles.${tile.text}.label`)}
                    <ExternalLink className="size-4 text-slate-400" aria-hidden="true" />
                  </span>
                  <span className="mt-1 text-sm text-slate-600">{t(`voucher.tiles.${tile.text}.description`)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The four-step 'how to join' guide with the external 'Daftar Kelas Sekarang!' button (spec 2.8). */
export function JoinGuide() {
  const { t } = useTranslation('catalogue');
  return (
    <section id="cara-daftar" aria-labelledby="cara-daftar-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="cara-daftar-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {t('voucher.guideHeading')}
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {joinSteps.map((key, i) => (
          <li key={key} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <h3 className="mt-4 font-bold text-slate-900">
              <span className="sr-only">{t('voucher.step', { n: i + 1 })}</span>
              {t(`voucher.steps.${key}.title`)}
            </h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{t(`voucher.steps.${key}.description`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-8 text-center">
        <Button asChild size="lg">
          <a href={PROGRAMME_SITE} target="_blank" rel="noopener noreferrer">
            {t('voucher.joinNow')}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </Button>
      </div>
    </section>
  );
}

/** Help contact (spec 2.8): a messaging-app link and an e-mail link. */
export function HelpContact({ phone, email, messagingApp }: { phone: string; email: string; messagingApp: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="bantuan-heading" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col gap-6 rounded-3xl bg-brand-50 px-6 py-8 ring-1 ring-brand-100 md:flex-row md:items-center md:justify-between md:px-10">
        <div>
          <h2 id="bantuan-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('voucher.helpHeading')}
          </h2>
          <p className="mt-1 text-slate-600">{t('voucher.helpText')}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="hijau" size="lg">
            <a href={messagingLink(phone, t('voucher.helpMessage'))} target="_blank" rel="noopener noreferrer">
              <MessageCircle className="size-5" aria-hidden="true" />
              {t('voucher.chat', { app: messagingApp })}
            </a>
          </Button>
          <Button asChild variant="garis" size="lg">
            <a href={`mailto:${email}`}>
              <Mail className="size-5" aria-hidden="true" />
              {email}
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}

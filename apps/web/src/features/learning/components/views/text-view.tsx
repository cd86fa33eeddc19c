import type { ActiveMaterial } from '@kelas/contracts/learning';
import { PartyPopper } from 'lucide-react';
import { messagingLink, useAppConfig } from '@/lib/app-config';
import { MaterialCard } from './material-card';

/** text (spec 2.22): the static welcome 'Selamat Datang!'. */
export function TextView({ material }: { material: ActiveMaterial }) {
  const { brand, phone, messagingApp } = useAppConfig();
  return (
    <MaterialCard kicker={material.name} title="Selamat Datang!">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
          <PartyPopper className="size-6" aria-hidden="true" />
        </span>
        <div className="space-y-3 text-slate-700">
          <p>Selamat datang di {brand}! Kami senang kamu bergabung di kelas ini.</p>
          <p>Selesaikan semua aktivitas di kelas ini untuk mendapatkan sertifikat.</p>
          <p>
            Jika mengalami kendala, hubungi customer service kami melalui{' '}
            <a className="font-semibold text-brand-700 underline" href={messagingLink(phone)} target="_blank" rel="noopener noreferrer">
              {messagingApp} {phone}
            </a>
            .
          </p>
        </div>
      </div>
    </MaterialCard>
  );
}

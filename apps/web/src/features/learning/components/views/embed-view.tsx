import type { ActiveMaterial, EmbedDetail } from '@kelas/contracts/learning';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SafeHtml } from '../safe-html';
import { MaterialCard } from './material-card';

/** embed (spec 2.22): the satisfaction-survey instruction, then 'Lanjut ke Pertanyaan' shows a frame of detail.url. */
export function EmbedView({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  const d = material.detail as Partial<EmbedDetail>;
  const [started, setStarted] = useState(false);
  if (started && d.url) {
    return (
      <MaterialCard kicker={t('embed.kicker')} title={material.name}>
        <iframe src={d.url} title={material.name} className="h-[70vh] min-h-96 w-full rounded-xl border border-slate-200" />
      </MaterialCard>
    );
  }
  return (
    <MaterialCard kicker={t('embed.kicker')} title={material.name}>
      <h3 className="font-semibold text-slate-900">{t('embed.instructions')}</h3>
      {d.instruction ? (
        <SafeHtml html={d.instruction} className="mt-2 text-slate-700" />
      ) : (
        <p className="mt-2 text-slate-700">{t('embed.defaultInstruction')}</p>
      )}
      <Button className="mt-5" onClick={() => setStarted(true)} disabled={!d.url}>
        {t('embed.start')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </MaterialCard>
  );
}

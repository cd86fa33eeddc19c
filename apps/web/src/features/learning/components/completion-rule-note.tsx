import type { ActiveMaterial } from '@kelas/contracts/learning';
import { CheckCircle2, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

/**
 * 'Syarat selesai' (decision 240): what completes the active material, as the server decided it
 * (quiz passed or attempted with its pass mark, a graded or submitted assignment, a journal, a video
 * watched to its end, or the learner's own 'Selanjutnya'), and whether it is met.
 */
export function CompletionRuleNote({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  // A material saved for offline use before the rules existed carries none: the learner's own action.
  const rule = material.completion_rule ?? 'own_action';
  const met = material.is_complete === 1;
  return (
    <section
      aria-labelledby="completion-rule-heading"
      className={cn('mb-3 flex items-start gap-3 rounded-2xl border px-4 py-3 text-sm', met ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white')}
    >
      {met ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" /> : <Flag className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />}
      <div className="min-w-0 flex-1">
        <h2 id="completion-rule-heading" className="font-semibold text-slate-900">
          {t('rules.heading')}
        </h2>
        <p className="text-slate-700">{t(`rules.${rule}`, { score: material.pass_mark ?? 0 })}</p>
      </div>
      <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', met ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-700')}>
        {met ? t('rules.met') : t('rules.notMet')}
      </span>
    </section>
  );
}

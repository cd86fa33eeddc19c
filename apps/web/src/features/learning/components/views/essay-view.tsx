import { zodResolver } from '@hookform/resolvers/zod';
import {
  ESSAY_ATTEMPTS,
  ESSAY_QUESTION_COUNT,
  ESSAY_WEIGHT_PERCENT,
  EssaySaveBodySchema,
  type ActiveMaterial,
  type EssayDetail,
  type EssaySaveBody,
} from '@kelas/contracts/learning';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useSaveEssay } from '../../api/save-essay';
import { useMessage } from '@/lib/i18n/use-message';
import { MaterialCard } from './material-card';

const textareaClass = cn(
  'block min-h-32 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900',
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
  'aria-invalid:border-red-500 read-only:bg-slate-50 read-only:text-slate-700',
);

/** The 'Instruksi' facts of a reflective journal (spec 2.22, 9): its number of questions (2 in the spec's journals). */
function Instructions({ count }: { count: number }) {
  const { t } = useTranslation('learning');
  const rows: [string, string][] = [
    [t('essay.questionCount'), String(count || ESSAY_QUESTION_COUNT)],
    [t('essay.attempts'), t('essay.attemptsValue', { count: ESSAY_ATTEMPTS })],
    [t('essay.weight'), `${ESSAY_WEIGHT_PERCENT}%`],
  ];
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{t('essay.instructions')}</h3>
      <p className="mt-2 text-sm text-slate-700">{t('essay.intro')}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {rows.map(([k, v]) => (
          <div key={k} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{k}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

type Props = { material: ActiveMaterial; onSaved: () => Promise<void>; /** Staff previewing: nothing can be saved (decision 244). */ preview?: boolean };

/**
 * essay (spec 2.22): 'Instruksi' with 'Jumlah Soal' 2, 'Kesempatan Mengerjakan' '1 Kali Kesempatan'
 * and 'Bobot Nilai' 0%; 'Lanjut ke Pertanyaan' opens the 2 questions with labelled text areas;
 * 'simpan jawaban' saves them once (the item becomes complete: every question answered, decision
 * 240), after the learner confirmed that they cannot be changed afterwards (decision 259); saved
 * answers are read-only. A preview shows the questions without saving.
 */
export function EssayView({ material, onSaved, preview = false }: Props) {
  const { t } = useTranslation('learning');
  const clientMessage = useMessage();
  const d = material.detail as Partial<EssayDetail>;
  const questions = d.questions ?? [];
  const saved = d.answers ?? null;
  const [open, setOpen] = useState(false);
  const save = useSaveEssay(material.item_id, onSaved);
  const form = useForm<EssaySaveBody>({
    resolver: zodResolver(EssaySaveBodySchema),
    defaultValues: { answers: questions.map(() => '') },
  });
  const errors = form.formState.errors;
  // Answers that passed the checks, waiting for the learner's confirmation (they lock once saved).
  const [confirming, setConfirming] = useState<EssaySaveBody | null>(null);

  const onSubmit = form.handleSubmit((values) => setConfirming(values));
  const saveConfirmed = async (values: EssaySaveBody) => {
    setConfirming(null);
    try {
      await save.mutateAsync(values);
      notify(t('essay.savedToast'), 'success');
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t('essay.saveFailed');
      if (err instanceof ApiError) {
        questions.forEach((_, i) => {
          const m = err.field(`answers.${i}`);
          if (m) form.setError(`answers.${i}`, { message: m });
        });
      }
      form.setError('root', { message });
      console.error(err);
    }
  };

  if (!open) {
    return (
      <MaterialCard kicker={t('essay.kicker')} title={material.name}>
        <Instructions count={questions.length} />
        {saved && (
          <p className="mt-4 flex items-center gap-2 text-sm font-medium text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('essay.saved')}
          </p>
        )}
        <Button className="mt-5" onClick={() => setOpen(true)}>
          {t('essay.start')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </MaterialCard>
    );
  }

  return (
    <MaterialCard kicker={t('essay.kicker')} title={material.name}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {questions.map((q, i) => {
          const id = `essay-${material.item_id}-${i}`;
          const err = clientMessage(errors.answers?.[i]?.message);
          return (
            <div key={id}>
              <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
                <span className="font-semibold">{t('essay.question', { n: i + 1 })}</span> {q}
              </label>
              {saved ? (
                <textarea id={id} className={textareaClass} readOnly value={saved[i] ?? ''} />
              ) : (
                <textarea
                  id={id}
                  className={textareaClass}
                  aria-invalid={err ? true : undefined}
                  aria-describedby={err ? `${id}-error` : undefined}
                  {...form.register(`answers.${i}`)}
                />
              )}
              <FieldError id={`${id}-error`} message={err} />
            </div>
          );
        })}
        {errors.answers?.message && <FieldError message={clientMessage(errors.answers.message)} />}
        {errors.root?.message && <FieldError message={errors.root.message} />}
        {saved ? (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('essay.savedLocked')}
          </p>
        ) : preview ? (
          <p className="text-sm text-amber-800">{t('preview.text')}</p>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-slate-600">{t('essay.onceNote')}</p>
            <Button type="submit" loading={save.isPending}>
              {t('essay.save')}
            </Button>
          </div>
        )}
      </form>
      <Dialog open={confirming !== null} onOpenChange={(isOpen) => !isOpen && setConfirming(null)}>
        <DialogContent title={t('essay.confirmTitle')}>
          <p className="text-sm text-slate-700">{t('essay.confirmText')}</p>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="garis" onClick={() => setConfirming(null)}>
              {t('essay.confirmBack')}
            </Button>
            <Button onClick={() => confirming && void saveConfirmed(confirming)}>{t('essay.confirmSave')}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </MaterialCard>
  );
}

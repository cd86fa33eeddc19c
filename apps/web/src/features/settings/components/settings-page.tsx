import { TAX_MODES, type AcademySettings, type TaxMode } from '@kelas/contracts/settings';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useAcademySettings, useSaveSettings } from '../api/settings';

type Draft = { mode: TaxMode; rate: string; note: string; authorsCreate: boolean; authorsPublish: boolean };
const toDraft = (s: AcademySettings): Draft => ({
  mode: s.tax.mode,
  rate: String(s.tax.rate_percent),
  note: s.tax.exempt_note,
  authorsCreate: s.courses.create_roles.includes('author'),
  authorsPublish: s.courses.publish_roles.includes('author'),
});

/**
 * /admin/settings (decisions 264, 265, 267): the tax on sales (PPN at a rate, or exempt with the
 * note receipts print; new orders only), whether authors may create and publish courses, and the
 * academy's time zone (configuration, shown). Saved with the version last read.
 */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'settingsText']);
  const f = useAcademyFormat();
  const settings = useAcademySettings();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (settings.isPending) return <Skeleton className="mx-auto h-96 max-w-3xl rounded-2xl" aria-label={t('loading')} />;
  if (settings.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {t('loadFailed')}
      </p>
    );
  }
  const s = settings.data;
  const d = draft ?? toDraft(s);
  const set = (patch: Partial<Draft>) => setDraft({ ...d, ...patch });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const r = await save.mutateAsync({
        tax: { mode: d.mode, rate_percent: Number(d.rate), exempt_note: d.note },
        courses: { create_roles: d.authorsCreate ? ['author'] : [], publish_roles: d.authorsPublish ? ['author'] : [] },
        version: s.version,
      });
      setDraft(null);
      notify(r.message, 'success');
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])));
      } else setErrors({ root: err instanceof ApiError ? err.message : t('failed') });
    }
  };

  return (
    <section aria-labelledby="settings-title" className="mx-auto max-w-3xl">
      <h1 id="settings-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6">
        <fieldset className="rounded-2xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-lg font-semibold text-slate-900">{t('tax.title')}</legend>
          <div className="space-y-3">
            {TAX_MODES.map((mode) => (
              <label key={mode} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="tax-mode" className="mt-1 size-4 accent-brand-600" checked={d.mode === mode} onChange={() => set({ mode })} aria-describedby={`tax-${mode}-hint`} />
                <span>
                  <span className="block font-medium text-slate-900">{t(`tax.${mode}`)}</span>
                  <span id={`tax-${mode}-hint`} className="block text-sm text-slate-600">
                    {t(`tax.${mode}Hint`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {d.mode === 'ppn' ? (
            <div className="mt-4 max-w-40">
              <Label htmlFor="tax-rate">{t('tax.rate')}</Label>
              <Input id="tax-rate" type="number" inputMode="numeric" min={0} max={100} step={1} value={d.rate} onChange={(e) => set({ rate: e.target.value })} aria-invalid={errors['tax.rate_percent'] ? true : undefined} aria-describedby={errors['tax.rate_percent'] ? 'tax-rate-error' : undefined} />
              <FieldError id="tax-rate-error" message={errors['tax.rate_percent']} />
            </div>
          ) : (
            <div className="mt-4">
              <Label htmlFor="tax-note">{t('tax.note')}</Label>
              <textarea
                id="tax-note"
                rows={3}
                maxLength={500}
                className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
                value={d.note}
                onChange={(e) => set({ note: e.target.value })}
                aria-invalid={errors['tax.exempt_note'] ? true : undefined}
                aria-describedby={errors['tax.exempt_note'] ? 'tax-note-error' : undefined}
              />
              <FieldError id="tax-note-error" message={errors['tax.exempt_note']} />
            </div>
          )}
          <p className="mt-3 text-sm text-amber-800">{t('tax.newOrdersOnly')}</p>
        </fieldset>

        <fieldset className="rounded-2xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-lg font-semibold text-slate-900">{t('courses.title')}</legend>
          <p className="text-sm text-slate-600">{t('courses.adminAlways')}</p>
          <label className="mt-3 flex items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-600" checked={d.authorsCreate} onChange={(e) => set({ authorsCreate: e.target.checked })} />
            {t('courses.create')}: {t('courses.authors')}
          </label>
          <label className="mt-2 flex items-center gap-3 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-brand-600" checked={d.authorsPublish} onChange={(e) => set({ authorsPublish: e.target.checked })} aria-describedby="publish-hint" />
            {t('courses.publish')}: {t('courses.authors')}
          </label>
          <p id="publish-hint" className="mt-1 text-xs text-slate-500">
            {t('courses.publishHint')}
          </p>
        </fieldset>

        <p className="text-sm text-slate-600">{t('zone', { name: s.time_zone.name, label: s.time_zone.label })}</p>
        {s.updated_at && <p className="text-xs text-slate-500">{t('updated', { when: f.shortDateTime(s.updated_at) })}</p>}
        {errors.root && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {errors.root}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            <Save className="size-4" aria-hidden="true" />
            {t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

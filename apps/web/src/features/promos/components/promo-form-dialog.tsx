import { zodResolver } from '@hookform/resolvers/zod';
import { PROMO_TEXT, promoProblems, type Promo } from '@kelas/contracts/promos';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePromoCourseOptions, useSavePromo } from '../api/promos';

/** `YYYY-MM-DDTHH:mm` (Jakarta) ↔ ISO instant. */
const toLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16) : '');
const toIso = (local: string) => (local ? `${local}:00+07:00` : null);
const optionalInt = z.string().trim().regex(/^\d*$/, PROMO_TEXT.limitInteger);

const FormSchema = z
  .object({
    code: z.string().trim().regex(/^[A-Za-z0-9_-]{3,40}$/, PROMO_TEXT.codeFormat),
    kind: z.enum(['percent', 'amount'], { error: PROMO_TEXT.kind }),
    value: z.string().trim().regex(/^[1-9]\d*$/, PROMO_TEXT.valueInteger),
    starts_at: z.string(),
    ends_at: z.string(),
    max_uses: optionalInt,
    max_uses_per_learner: optionalInt,
    course_ids: z.array(z.string()),
    active: z.boolean(),
  })
  .superRefine((v, ctx) => {
    for (const e of promoProblems({ kind: v.kind, value: Number(v.value), starts_at: toIso(v.starts_at), ends_at: toIso(v.ends_at) })) ctx.addIssue({ code: 'custom', path: [e.path], message: e.message });
  });
type FormValues = z.infer<typeof FormSchema>;

const fieldClass = 'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none';

/** Create or edit a promo code: the server's 409/422 land on their fields. */
export function PromoFormDialog({ promo, open, onOpenChange }: { promo: Promo | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation(['promos', 'promoText']);
  const save = useSavePromo();
  const courses = usePromoCourseOptions();
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      code: promo?.code ?? '',
      kind: promo?.kind ?? 'percent',
      value: promo ? String(promo.value) : '',
      starts_at: toLocal(promo?.starts_at ?? null),
      ends_at: toLocal(promo?.ends_at ?? null),
      max_uses: promo?.max_uses ? String(promo.max_uses) : '',
      max_uses_per_learner: promo?.max_uses_per_learner ? String(promo.max_uses_per_learner) : '',
      course_ids: promo?.courses.map((c) => String(c.id)) ?? [],
      active: promo?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    const body = {
      code: v.code,
      kind: v.kind,
      value: Number(v.value),
      starts_at: toIso(v.starts_at),
      ends_at: toIso(v.ends_at),
      max_uses: v.max_uses ? Number(v.max_uses) : null,
      max_uses_per_learner: v.max_uses_per_learner ? Number(v.max_uses_per_learner) : null,
      course_ids: v.course_ids.map(Number),
      active: v.active,
    };
    try {
      await save.mutateAsync({ ...(promo ? { id: promo.id } : {}), body });
      notify(promo ? t('promoText:updated') : t('promoText:created'), 'success');
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) form.setError('code', { message: err.message });
      else if (err instanceof ApiError && err.errors) for (const [k, m] of Object.entries(err.errors)) form.setError((k in body ? k : 'root') as keyof FormValues, { message: m[0] });
      else form.setError('root', { message: err instanceof ApiError ? err.message : t('failed') });
    }
  });
  /** A field's registration with its error attributes. */
  const register = (name: keyof FormValues) => ({
    ...form.register(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `promo-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={promo ? t('form.editTitle', { code: promo.code }) : t('form.createTitle')} className="max-w-2xl">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Label htmlFor="promo-code">{t('form.code')}</Label>
            <Input id="promo-code" autoCapitalize="characters" {...register('code')} />
            <FieldError id="promo-code-error" message={errors.code?.message} />
          </div>
          <div>
            <Label htmlFor="promo-kind">{t('form.kind')}</Label>
            <select id="promo-kind" className={fieldClass} {...form.register('kind')}>
              <option value="percent">{t('form.percent')}</option>
              <option value="amount">{t('form.amount')}</option>
            </select>
          </div>
          <div>
            <Label htmlFor="promo-value">{t('form.value')}</Label>
            <Input id="promo-value" inputMode="numeric" {...register('value')} />
            <FieldError id="promo-value-error" message={errors.value?.message} />
          </div>
          <div>
            <Label htmlFor="promo-starts_at">{t('form.startsAt')}</Label>
            <Input id="promo-starts_at" type="datetime-local" {...register('starts_at')} />
            <FieldError id="promo-starts_at-error" message={errors.starts_at?.message} />
          </div>
          <div>
            <Label htmlFor="promo-ends_at">{t('form.endsAt')}</Label>
            <Input id="promo-ends_at" type="datetime-local" {...register('ends_at')} />
            <FieldError id="promo-ends_at-error" message={errors.ends_at?.message} />
          </div>
          <div>
            <Label htmlFor="promo-max_uses">{t('form.maxUses')}</Label>
            <Input id="promo-max_uses" inputMode="numeric" placeholder={t('form.noLimit')} {...register('max_uses')} />
            <FieldError id="promo-max_uses-error" message={errors.max_uses?.message} />
          </div>
          <div>
            <Label htmlFor="promo-max_uses_per_learner">{t('form.maxPerLearner')}</Label>
            <Input id="promo-max_uses_per_learner" inputMode="numeric" placeholder={t('form.noLimit')} {...register('max_uses_per_learner')} />
            <FieldError id="promo-max_uses_per_learner-error" message={errors.max_uses_per_learner?.message} />
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('form.courses')}</legend>
            <div className="max-h-40 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
              {(courses.data ?? []).map((c) => (
                <label key={c.id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" value={String(c.id)} className="size-4" {...form.register('course_ids')} />
                  {c.title}
                </label>
              ))}
              {courses.isPending && <p className="text-sm text-slate-500">{t('form.loadingCourses')}</p>}
            </div>
            <FieldError message={errors.course_ids?.message} />
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" className="size-4" {...form.register('active')} />
            {t('form.active')}
          </label>
          <FieldError className="sm:col-span-2" message={errors.root?.message} />
          <div className="flex justify-end gap-3 sm:col-span-2">
            <Button type="button" variant="abu" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('form.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

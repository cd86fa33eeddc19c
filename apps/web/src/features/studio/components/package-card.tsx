import { zodResolver } from '@hookform/resolvers/zod';
import { finalPrice } from '@kelas/contracts/money';
import { STUDIO_LIMITS, type StudioPackage } from '@kelas/contracts/studio';
import { Eye, EyeOff, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useCreatePackage } from '../api/create-package';
import { useDeletePackage } from '../api/delete-package';
import { useUpdatePackage } from '../api/update-package';
import { useBaseVersion } from '../hooks/use-base-version';
import { isStale, messageOf } from '../lib/api-errors';
import { changedFields } from '../lib/conflict-diff';
import { formToPackageBody, packageFormSchema, packageToForm, type PackageFormIn, type PackageFormOut } from '../lib/package-form';
import { useStudioT } from '../lib/studio-t';
import { ConfirmDialog } from './confirm-dialog';
import { panelClass, textareaClass } from './field-classes';
import { StaleAlert } from './stale-alert';

type Props = {
  courseId: number;
  /** null: a new package not saved yet. */
  pkg: StudioPackage | null;
  /** Index for field ids and names ('Paket 2'). */
  index: number;
  onDirtyChange: (key: string, dirty: boolean) => void;
  onCreated?: () => void;
  onReload: () => Promise<unknown>;
};

/** One price package as a form: name, benefits, prices (rupiah, discount %, final price shown), save and delete. */
export function PackageCard({ courseId, pkg, index, onDirtyChange, onCreated, onReload }: Props) {
  const create = useCreatePackage(courseId);
  const update = useUpdatePackage(courseId);
  const remove = useDeletePackage(courseId);
  const [confirming, setConfirming] = useState(false);
  // A save refused as stale (409) keeps the form's edits beside the newer version (decision 270).
  const [stale, setStale] = useState<{ message: string; newer: StudioPackage | null } | null>(null);
  const t = useStudioT();
  const { rupiah } = useFormat();
  const schema = useMemo(() => packageFormSchema(t), [t]);
  const form = useForm<PackageFormIn, unknown, PackageFormOut>({ resolver: zodResolver(schema), defaultValues: packageToForm(pkg) });
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const watched = useWatch({ control: form.control, name: 'prices' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const version = useBaseVersion(form, pkg?.version ?? 0, () => packageToForm(pkg));
  const key = pkg ? `package-${pkg.id}` : 'package-new';
  const id = (f: string) => `${key}-${f}`;
  const title = pkg ? pkg.name || t('studio:packages.numbered', { n: index + 1 }) : t('studio:packages.new');
  const dirty = isDirty || !pkg;
  useEffect(() => {
    onDirtyChange(key, dirty);
    return () => onDirtyChange(key, false);
  }, [key, dirty, onDirtyChange]);

  /** Reads the newer version into the banner, leaving the form (and its edits) as it is. */
  const readNewer = async (message: string) => {
    setStale({ message, newer: null });
    const fresh = (await onReload()) as { data?: { packages: StudioPackage[] } };
    setStale({ message, newer: fresh.data?.packages.find((p) => p.id === pkg?.id) ?? null });
  };

  const save = async (values: PackageFormOut, baseVersion: number) => {
    try {
      const body = formToPackageBody(values);
      const saved = pkg ? await update.mutateAsync({ id: pkg.id, body: { ...body, version: baseVersion } }) : await create.mutateAsync(body);
      version.rebase(saved.version, packageToForm(saved));
      setStale(null);
      notify(pkg ? t('studio:packages.saved') : t('studio:packages.added'), 'success');
      if (!pkg) onCreated?.();
    } catch (e) {
      if (isStale(e)) return void readNewer(e.message);
      if (e instanceof ApiError && e.status === 422 && e.errors) {
        for (const [field, messages] of Object.entries(e.errors)) {
          const m = /^prices\.(\d+)\.(price|discount)$/.exec(field);
          if (m) form.setError(`prices.${Number(m[1])}.${m[2] as 'price' | 'discount'}`, { message: messages[0] });
          else if (field === 'name' || field === 'benefits') form.setError(field, { message: messages[0] });
          else form.setError('root', { message: messages[0] });
        }
        return;
      }
      form.setError('root', { message: messageOf(e, t('studio:common.error')) });
    }
  };
  const submit = form.handleSubmit((values) => save(values, version.base));
  /** The form's values as the banner compares them: prices as 'price (discount %)'. */
  const shown = (v: PackageFormIn) => ({ name: v.name, benefits: v.benefits, prices: v.prices.map((p) => `${String(p.price)} (${String(p.discount)}%)`) });
  const newer = stale?.newer;
  const labels = { name: t('studio:packages.name'), benefits: t('studio:packages.benefits'), prices: t('studio:packages.prices') };
  const keep = stale
    ? {
        changes: newer ? changedFields(shown(form.getValues()), shown(packageToForm(newer)), (f) => labels[f]) : null,
        busy: isSubmitting,
        // A price the newer version no longer has is sent as a new one (its id would match nothing).
        onOverwrite: () => {
          if (!newer) return;
          const ids = new Set(newer.prices.map((p) => p.id));
          void form.handleSubmit((values) => save({ ...values, prices: values.prices.map((p) => (p.id && ids.has(p.id) ? p : { ...p, id: undefined })) }, newer.version))();
        },
        onUseLatest: () => {
          if (!newer) return;
          version.rebase(newer.version, packageToForm(newer));
          setStale(null);
        },
      }
    : undefined;

  /** Hide from sale, or offer again (decision 261): the way to take a bought or last package off the page. */
  const toggleSale = async () => {
    if (!pkg) return;
    try {
      await update.mutateAsync({ id: pkg.id, body: { on_sale: !pkg.on_sale } });
      notify(pkg.on_sale ? t('studio:packages.hidden') : t('studio:packages.shown'), 'success');
    } catch (e) {
      notify(messageOf(e, t('studio:common.error')), 'error');
    }
  };

  const doDelete = async () => {
    try {
      if (pkg) await remove.mutateAsync(pkg.id);
      if (pkg) notify(t('studio:packages.deleted'), 'success');
      else onCreated?.();
    } catch (e) {
      notify(messageOf(e, t('studio:common.error')), 'error');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={`${panelClass} space-y-4`} aria-labelledby={id('heading')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id('heading')} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {pkg && (
          <div className="flex flex-wrap items-center gap-2">
            {pkg.order_count > 0 && <Badge tone="biru">{t('studio:packages.orders', { count: pkg.order_count })}</Badge>}
            <Badge tone={pkg.on_sale ? 'hijau' : 'abu'}>{pkg.on_sale ? t('studio:packages.onSale') : t('studio:packages.offSale')}</Badge>
            <Button size="sm" variant="garis" loading={update.isPending && !isSubmitting} onClick={() => void toggleSale()}>
              {pkg.on_sale ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              {pkg.on_sale ? t('studio:packages.hide') : t('studio:packages.show')}
            </Button>
          </div>
        )}
      </div>
      {stale && keep && <StaleAlert message={stale.message} keep={keep} />}
      <div>
        <Label htmlFor={id('name')}>{t('studio:packages.name')}</Label>
        <Input id={id('name')} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? id('name-error') : undefined} {...form.register('name')} />
        <FieldError id={id('name-error')} message={errors.name?.message} />
      </div>
      <div>
        <Label htmlFor={id('benefits')}>{t('studio:packages.benefits')}</Label>
        <textarea id={id('benefits')} rows={4} className={textareaClass} placeholder={t('studio:packages.benefitsPlaceholder')} {...form.register('benefits')} />
        <FieldError message={errors.benefits?.message} />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('studio:packages.prices')}</legend>
        <ul className="space-y-3">
          {prices.fields.map((f, i) => {
            const w = watched?.[i];
            const p = Number(w?.price);
            const d = Number(w?.discount);
            const final = Number.isInteger(p) && Number.isInteger(d) && String(w?.price ?? '') !== '' ? finalPrice(p, d) : null;
            const pe = errors.prices?.[i];
            return (
              <li key={f.id} className="grid grid-cols-2 items-start gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_8rem_1fr_auto]">
                <div className="col-span-2 sm:col-span-1">
                  <Label htmlFor={id(`price-${i}`)}>{t('studio:packages.price', { n: i + 1 })}</Label>
                  <Input id={id(`price-${i}`)} type="number" inputMode="numeric" min={0} step={1} aria-invalid={pe?.price ? true : undefined} aria-describedby={pe?.price ? id(`price-${i}-error`) : undefined} {...form.register(`prices.${i}.price`)} />
                  <FieldError id={id(`price-${i}-error`)} message={pe?.price?.message} />
                </div>
                <div>
                  <Label htmlFor={id(`discount-${i}`)}>{t('studio:packages.discount')}</Label>
                  <Input id={id(`discount-${i}`)} type="number" inputMode="numeric" min={0} max={100} step={1} aria-invalid={pe?.discount ? true : undefined} aria-describedby={pe?.discount ? id(`discount-${i}-error`) : undefined} {...form.register(`prices.${i}.discount`)} />
                  <FieldError id={id(`discount-${i}-error`)} message={pe?.discount?.message} />
                </div>
                <div className="text-sm">
                  <span className="mb-1.5 block font-medium text-slate-700">{t('studio:packages.final')}</span>
                  <span className="flex h-11 items-center font-semibold text-slate-900" aria-live="polite">
                    {final === null ? '–' : final === 0 ? t('studio:packages.free') : rupiah(final)}
                  </span>
                </div>
                <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-7">
                  <Button variant="polos" size="sm" disabled={prices.fields.length <= 1} onClick={() => prices.remove(i)} aria-label={t('studio:packages.removePrice', { n: i + 1 })}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <FieldError message={errors.prices?.root?.message ?? errors.prices?.message} />
        {prices.fields.length < STUDIO_LIMITS.pricesMax && (
          <Button variant="polos" size="sm" className="mt-2" onClick={() => prices.append({ price: '', discount: '0' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('studio:packages.addPrice')}
          </Button>
        )}
        <p className="mt-1 text-xs text-slate-500">{t('studio:packages.zeroIsFree')}</p>
      </fieldset>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="polos" className="text-red-600" onClick={() => (pkg ? setConfirming(true) : void doDelete())}>
          <Trash2 className="size-4" aria-hidden="true" />
          {pkg ? t('studio:packages.delete') : t('studio:common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Save className="size-4" aria-hidden="true" />
          {pkg ? t('studio:packages.save') : t('studio:packages.add')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('studio:packages.confirmTitle', { title })}
        description={t('studio:packages.confirmBody')}
        confirmLabel={t('studio:common.delete')}
        busy={remove.isPending}
        onConfirm={() => void doDelete()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

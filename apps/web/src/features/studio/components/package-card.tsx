import { zodResolver } from '@hookform/resolvers/zod';
import { finalPrice, formatRupiah } from '@kelas/contracts/money';
import { STUDIO_LIMITS, type StudioPackage } from '@kelas/contracts/studio';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useCreatePackage } from '../api/create-package';
import { useDeletePackage } from '../api/delete-package';
import { useUpdatePackage } from '../api/update-package';
import { useBaseVersion } from '../hooks/use-base-version';
import { isStale, messageOf } from '../lib/api-errors';
import { formToPackageBody, PackageFormSchema, packageToForm, type PackageFormIn, type PackageFormOut } from '../lib/package-form';
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
  const [stale, setStale] = useState<string | null>(null);
  const form = useForm<PackageFormIn, unknown, PackageFormOut>({ resolver: zodResolver(PackageFormSchema), defaultValues: packageToForm(pkg) });
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const watched = useWatch({ control: form.control, name: 'prices' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const version = useBaseVersion(form, pkg?.version ?? 0, () => packageToForm(pkg));
  const key = pkg ? `package-${pkg.id}` : 'package-new';
  const id = (f: string) => `${key}-${f}`;
  const title = pkg ? pkg.name || `Paket ${index + 1}` : 'Paket baru';
  const dirty = isDirty || !pkg;
  useEffect(() => {
    onDirtyChange(key, dirty);
    return () => onDirtyChange(key, false);
  }, [key, dirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = formToPackageBody(values);
      const saved = pkg ? await update.mutateAsync({ id: pkg.id, body: { ...body, version: version.base } }) : await create.mutateAsync(body);
      version.rebase(saved.version, packageToForm(saved));
      notify(pkg ? 'Paket harga disimpan.' : 'Paket harga ditambahkan.', 'success');
      if (!pkg) onCreated?.();
    } catch (e) {
      if (isStale(e)) return setStale(e.message);
      if (e instanceof ApiError && e.status === 422 && e.errors) {
        for (const [field, messages] of Object.entries(e.errors)) {
          const m = /^prices\.(\d+)\.(price|discount)$/.exec(field);
          if (m) form.setError(`prices.${Number(m[1])}.${m[2] as 'price' | 'discount'}`, { message: messages[0] });
          else if (field === 'name' || field === 'benefits') form.setError(field, { message: messages[0] });
          else form.setError('root', { message: messages[0] });
        }
        return;
      }
      form.setError('root', { message: messageOf(e) });
    }
  });

  const doDelete = async () => {
    try {
      if (pkg) await remove.mutateAsync(pkg.id);
      if (pkg) notify('Paket harga dihapus.', 'success');
      else onCreated?.();
    } catch (e) {
      notify(messageOf(e), 'error');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={`${panelClass} space-y-4`} aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {stale && (
        <StaleAlert
          message={stale}
          onReload={() =>
            void onReload().then((fresh) => {
              const latest = (fresh as { data?: { packages: StudioPackage[] } }).data?.packages.find((p) => p.id === pkg?.id);
              if (latest) version.rebase(latest.version, packageToForm(latest));
              setStale(null);
            })
          }
        />
      )}
      <div>
        <Label htmlFor={id('name')}>Nama paket</Label>
        <Input id={id('name')} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? id('name-error') : undefined} {...form.register('name')} />
        <FieldError id={id('name-error')} message={errors.name?.message} />
      </div>
      <div>
        <Label htmlFor={id('benefits')}>Benefit (satu per baris)</Label>
        <textarea id={id('benefits')} rows={4} className={textareaClass} placeholder={'Akses materi selamanya\nSertifikat'} {...form.register('benefits')} />
        <FieldError message={errors.benefits?.message} />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Harga</legend>
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
                  <Label htmlFor={id(`price-${i}`)}>Harga {i + 1} (Rp)</Label>
                  <Input id={id(`price-${i}`)} type="number" inputMode="numeric" min={0} step={1} aria-invalid={pe?.price ? true : undefined} aria-describedby={pe?.price ? id(`price-${i}-error`) : undefined} {...form.register(`prices.${i}.price`)} />
                  <FieldError id={id(`price-${i}-error`)} message={pe?.price?.message} />
                </div>
                <div>
                  <Label htmlFor={id(`discount-${i}`)}>Diskon (%)</Label>
                  <Input id={id(`discount-${i}`)} type="number" inputMode="numeric" min={0} max={100} step={1} aria-invalid={pe?.discount ? true : undefined} aria-describedby={pe?.discount ? id(`discount-${i}-error`) : undefined} {...form.register(`prices.${i}.discount`)} />
                  <FieldError id={id(`discount-${i}-error`)} message={pe?.discount?.message} />
                </div>
                <div className="text-sm">
                  <span className="mb-1.5 block font-medium text-slate-700">Harga akhir</span>
                  <span className="flex h-11 items-center font-semibold text-slate-900" aria-live="polite">
                    {final === null ? '–' : final === 0 ? 'Gratis' : formatRupiah(final)}
                  </span>
                </div>
                <div className="col-span-2 flex justify-end sm:col-span-1 sm:pt-7">
                  <Button variant="polos" size="sm" disabled={prices.fields.length <= 1} onClick={() => prices.remove(i)} aria-label={`Hapus harga ${i + 1}`}>
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
            Tambah harga
          </Button>
        )}
        <p className="mt-1 text-xs text-slate-500">Harga 0 membuat kelas gratis.</p>
      </fieldset>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="polos" className="text-red-600" onClick={() => (pkg ? setConfirming(true) : void doDelete())}>
          <Trash2 className="size-4" aria-hidden="true" />
          {pkg ? 'Hapus paket' : 'Batal'}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          <Save className="size-4" aria-hidden="true" />
          {pkg ? 'Simpan Paket' : 'Tambah Paket'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Hapus paket “${title}”?`}
        description="Paket yang sudah dipakai dalam pesanan tidak dapat dihapus."
        confirmLabel="Hapus"
        busy={remove.isPending}
        onConfirm={() => void doDelete()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { CreateVoucherBatchBodySchema, vouchersToCsv, type VoucherBatch } from '@kelas/contracts/admin';
import { Ban, Download, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, Input, Label, selectClass } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { i18next } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';
import { downloadBatchCsv, useBatchActions, useBatchRedemptions, useVoucherBatches } from '../api/voucher-batches';

/** A batch expires at the start of a Jakarta day (the form's date): its last valid day is shown in Jakarta. */
const JAKARTA = { timeZone: 'Asia/Jakarta' };
const failed = (err: unknown) => notify(err instanceof ApiError ? err.message : i18next.t('vouchers:console.failed'), 'error');
/** A field's message in the interface language (the form's own checks, or the contract's). */

/**
 * The form's view of the contract: numbers typed as text, an empty expiry meaning none. Its own
 * messages are keys of the `vouchers` namespace (`console.min1`…), translated where they are shown.
 */
const FormSchema = z.object({
  course_slug: CreateVoucherBatchBodySchema.shape.course_slug,
  count: z.coerce.number().pipe(CreateVoucherBatchBodySchema.shape.count),
  max_uses: z.coerce.number().pipe(z.number().int().min(1, 'console.min1').max(100_000, 'console.max100000')),
  expires_on: z.string().transform((s) => s || null),
  with_redemption_code: z.boolean(),
  label: z.string().trim().max(100, 'console.max100chars'),
});

function CreateBatchForm({ courses }: { courses: Array<{ slug: string; title: string }> }) {
  const { t } = useTranslation(['vouchers', 'adminVoucherMessages']);
  const { create } = useBatchActions();
  const own = (m: string | undefined) => (m?.startsWith('console.') ? t(m as 'console.min1') : m);
  const form = useForm<z.input<typeof FormSchema>, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { course_slug: '', count: '10', max_uses: '1', expires_on: '', with_redemption_code: false, label: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      const data = await create.mutateAsync(v);
      notify(t('console.created', { count: data.vouchers.length }), 'success');
      const url = URL.createObjectURL(new Blob([vouchersToCsv(data.batch.course.slug, data.vouchers)], { type: 'text/csv' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `voucher-${data.batch.id}.csv` });
      document.body.append(a);
      a.click();
      a.remove();
      form.reset();
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        for (const f of ['course_slug', 'count', 'max_uses', 'expires_on', 'label'] as const) if (err.field(f)) form.setError(f, { message: err.field(f) });
      } else form.setError('root', { message: err instanceof ApiError ? err.message : t('console.createFailed') });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="batch-form-title" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="batch-form-title" className="text-lg font-semibold text-slate-900">
        {t('console.formTitle')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="sm:col-span-2 lg:col-span-1">
          <Label htmlFor="batch-course">{t('console.course')}</Label>
          <select id="batch-course" className={selectClass} aria-invalid={errors.course_slug ? true : undefined} {...form.register('course_slug')}>
            <option value="">{t('console.chooseCourse')}</option>
            {courses.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.title}
              </option>
            ))}
          </select>
          <FieldError message={own(errors.course_slug?.message)} />
        </div>
        <div>
          <Label htmlFor="batch-count">{t('console.count')}</Label>
          <Input id="batch-count" inputMode="numeric" aria-invalid={errors.count ? true : undefined} {...form.register('count')} />
          <FieldError message={own(errors.count?.message)} />
        </div>
        <div>
          <Label htmlFor="batch-uses">{t('console.uses')}</Label>
          <Input id="batch-uses" inputMode="numeric" aria-invalid={errors.max_uses ? true : undefined} {...form.register('max_uses')} />
          <FieldError message={own(errors.max_uses?.message)} />
        </div>
        <div>
          <Label htmlFor="batch-expires">{t('console.expires')}</Label>
          <Input id="batch-expires" type="date" aria-invalid={errors.expires_on ? true : undefined} {...form.register('expires_on')} />
          <FieldError message={own(errors.expires_on?.message)} />
        </div>
        <div>
          <Label htmlFor="batch-label">{t('console.label')}</Label>
          <Input id="batch-label" placeholder={t('console.labelPlaceholder')} {...form.register('label')} />
          <FieldError message={own(errors.label?.message)} />
        </div>
        <label className="flex items-center gap-2 self-end pb-3 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('with_redemption_code')} />
          {t('console.withRedemption')}
        </label>
      </div>
      <FieldError message={errors.root?.message} />
      <Button type="submit" className="mt-4" loading={isSubmitting}>
        {t('console.submit')}
      </Button>
    </form>
  );
}

function Redemptions({ batch, onClose }: { batch: VoucherBatch | null; onClose: () => void }) {
  const { t } = useTranslation('vouchers');
  const { shortDateTime } = useAcademyFormat();
  const q = useBatchRedemptions(batch?.id ?? null);
  return (
    <Dialog open={batch !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={t('console.redemptionsTitle', { name: batch?.label || batch?.course.title || '' })}>
        {q.isPending ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('console.redemptionsFailed')}
          </p>
        ) : q.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('console.redemptionsNone')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {q.data.map((r) => (
              <li key={r.id} className="py-2">
                <p className="font-medium break-words text-slate-900">{r.user.name}</p>
                <p className="text-xs break-all text-slate-500">
                  {r.user.email} · <span className="font-mono">{r.code}</span> · {shortDateTime(r.redeemed_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function BatchCard({ b, onRedemptions }: { b: VoucherBatch; onRedemptions: () => void }) {
  const { t } = useTranslation('vouchers');
  const { shortDate } = useAcademyFormat();
  const { revoke } = useBatchActions();
  const [busy, setBusy] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{b.label || t('console.batchName', { id: b.id })}</p>
          <p className="text-sm break-words text-slate-600">{b.course.title}</p>
        </div>
        {b.revoked_count > 0 && <Badge tone="merah">{t('console.revokedCount', { count: b.revoked_count })}</Badge>}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t('console.vouchers')}</dt>
          <dd className="text-slate-900">{b.voucher_count}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('console.redeemed')}</dt>
          <dd className="text-slate-900">
            {b.redemption_count} / {b.voucher_count * b.max_uses}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('console.validUntil')}</dt>
          <dd className="text-slate-900">{b.expires_at ? shortDate(new Date(b.expires_at).getTime() - 1, JAKARTA) : t('console.noExpiry')}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('console.createdAt')}</dt>
          <dd className="text-slate-900">{shortDate(b.created_at)}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="garis"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await downloadBatchCsv(b.id).catch(failed);
            setBusy(false);
          }}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('console.exportCsv')}
        </Button>
        <Button size="sm" variant="abu" onClick={onRedemptions}>
          <Users className="size-4" aria-hidden="true" />
          {t('console.viewRedemptions')}
        </Button>
        <Button
          size="sm"
          variant="merah"
          loading={revoke.isPending}
          onClick={() => {
            if (!window.confirm(t('console.revokeConfirm'))) return;
            revoke.mutate(b.id, { onSuccess: (r) => notify(r.message, 'success'), onError: failed });
          }}
        >
          <Ban className="size-4" aria-hidden="true" />
          {t('console.revoke')}
        </Button>
      </div>
    </li>
  );
}

/** /admin/vouchers: everything the voucher CLI does, in the console. */
export function BatchConsole({ courses }: { courses: Array<{ slug: string; title: string }> }) {
  const { t } = useTranslation('vouchers');
  const list = useVoucherBatches();
  const [open, setOpen] = useState<VoucherBatch | null>(null);
  return (
    <section aria-labelledby="vouchers-title" className="mx-auto max-w-6xl">
      <h1 id="vouchers-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('console.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.intro')}</p>
      <div className="mt-6">
        <CreateBatchForm courses={courses} />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('console.listTitle')}</h2>
      <div className="mt-3" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : list.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {t('console.listFailed')}
          </p>
        ) : list.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{t('console.listEmpty')}</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.data.map((b) => (
              <BatchCard key={b.id} b={b} onRedemptions={() => setOpen(b)} />
            ))}
          </ul>
        )}
      </div>
      <Redemptions batch={open} onClose={() => setOpen(null)} />
    </section>
  );
}

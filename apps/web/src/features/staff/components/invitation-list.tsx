import type { StaffInvitation } from '@kelas/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useInvitations, useStaffActions } from '../api/staff-actions';
import { StaffConfirm } from './staff-confirm';

/**
 * 'Undangan Tertunda' (decision 266): invitations not accepted yet, each with its role, when it was
 * sent and until when its link works (academy time, labelled), 'Kirim Ulang' (a new link) and
 * 'Batalkan' (asks first).
 */
export function InvitationList() {
  const { t } = useTranslation(['staff', 'staffRoleLabels']);
  const f = useAcademyFormat();
  const list = useInvitations();
  const { resend, revoke } = useStaffActions();
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null);
  const failed = (err: unknown) => notify(err instanceof ApiError ? err.message : t('staff:failed'), 'error');

  return (
    <section aria-labelledby="invitations-title" className="mt-6">
      <h2 id="invitations-title" className="text-lg font-semibold text-slate-900">
        {t('invitations.title')}
      </h2>
      {list.isPending ? (
        <Skeleton className="mt-3 h-20 rounded-2xl" />
      ) : list.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('invitations.loadFailed')}
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('invitations.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {list.data.map((inv) => (
            <li key={inv.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-all text-slate-900">{inv.email}</p>
                  <p className="text-sm text-slate-600">
                    {t(`staffRoleLabels:${inv.role}`)} · {inv.account_exists ? t('invitations.existing') : t('invitations.new')}
                  </p>
                </div>
                <Badge tone={inv.status === 'expired' ? 'merah' : 'kuning'}>{inv.status === 'expired' ? t('invitations.expired') : t('invitations.pending')}</Badge>
              </div>
              <p className="mt-2 text-xs text-slate-600">
                {t('invitations.sent', { when: f.shortDateTime(inv.sent_at), who: inv.invited_by?.name ?? '—' })}
                <br />
                {t('invitations.until', { when: f.shortDateTime(inv.expires_at) })}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" variant="garis" loading={resend.isPending && resend.variables === inv.id} onClick={() => resend.mutate(inv.id, { onSuccess: (r) => notify(r.message, 'success'), onError: failed })} aria-label={t('invitations.resendTo', { email: inv.email })}>
                  {t('invitations.resend')}
                </Button>
                <Button size="sm" variant="abu" onClick={() => setRevoking(inv)} aria-label={t('invitations.revokeFor', { email: inv.email })}>
                  {t('invitations.revoke')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <StaffConfirm
        open={revoking !== null}
        title={t('invitations.revokeTitle', { email: revoking?.email ?? '' })}
        description={t('invitations.revokeBody')}
        confirmLabel={t('invitations.revoke')}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: (r) => {
              notify(r.message, 'success');
              setRevoking(null);
            },
            onError: failed,
          })
        }
      />
    </section>
  );
}

import type { LearnerDetail } from '@kelas/contracts/learners';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useUserActions } from '../api/user-actions';
import { useLearnerDates } from '../lib/format';
import { ReasonDialog } from './reason-dialog';

type Certificate = LearnerDetail['data']['certificates'][number];

const TONES = { valid: 'hijau', replaced: 'abu', revoked: 'merah' } as const;

/**
 * The learner's certificates in the console (decision 242): status, issue date, when and why a
 * revoked one was revoked, and 'Cabut Sertifikat' for a valid one, with a reason kept in the audit
 * log (POST /api/admin/certificates/{code}/revoke).
 */
export function LearnerCertificates({ record }: { record: LearnerDetail['data'] }) {
  const { t } = useTranslation('learners');
  const { date } = useLearnerDates();
  const { revokeCertificate } = useUserActions(record.user.id);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  if (record.certificates.length === 0) return <p className="text-sm text-slate-500">{t('record.noCertificates')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 text-sm">
        {record.certificates.map((c) => (
          <li key={c.code} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
                {c.course.title}
                <Badge tone={TONES[c.status]}>{t(`record.certificateStatuses.${c.status}`)}</Badge>
              </p>
              <p className="text-xs break-all text-slate-500">
                <span className="font-mono">{c.code}</span> · {t('record.certificateIssued', { date: date(c.issued_at) })}
              </p>
              {c.status === 'revoked' && c.revoked_at && (
                <p className="text-xs text-red-700">
                  {t('record.certificateRevokedOn', { date: date(c.revoked_at), cause: c.revoked_reason ? t(`record.revokedCauses.${c.revoked_reason}`) : '' })}
                </p>
              )}
            </div>
            {c.status === 'valid' && (
              <Button size="sm" variant="merah" aria-label={t('record.revokeCertificateNamed', { course: c.course.title })} onClick={() => setRevoking(c)}>
                {t('record.revokeCertificate')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('record.revokeCertificateTitle')}
        description={revoking ? t('record.revokeCertificateDescription', { course: revoking.course.title, code: revoking.code }) : ''}
        confirmLabel={t('record.revokeCertificate')}
        variant="merah"
        onConfirm={async (reason) => {
          if (!revoking) return;
          await revokeCertificate.mutateAsync({ code: revoking.code, reason });
          notify(t('record.certificateRevoked'), 'success');
          setRevoking(null);
        }}
      />
    </>
  );
}

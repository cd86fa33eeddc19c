import type { CertificateVerification } from '@kelas/contracts/certificates';
import { AlertTriangle, BadgeCheck, Ban, Download, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { isUnknownCertificate, useCertificate } from '../api/get-certificate';
import { useReissueCertificate } from '../api/reissue-certificate';

/** Certificates are dated in Jakarta, as printed on the PDF. */
const CERTIFICATE_ZONE = { timeZone: 'Asia/Jakarta' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-3 last:border-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** 'Sertifikat ini telah diganti [pada {date}] [dengan sertifikat {code}].' with the new code as a link. */
function ReplacedText({ replacedAt, replacedBy }: { replacedAt: string | null; replacedBy: string | null }) {
  const { t } = useTranslation('certificates');
  if (!replacedBy) return replacedAt ? t('replacedOn', { date: replacedAt }) : t('replacedText');
  const link = <Link className="font-semibold break-all text-brand-700 underline" to={paths.certificate(replacedBy)} />;
  return <Trans t={t} i18nKey={replacedAt ? 'replacedOnBy' : 'replacedBy'} values={{ date: replacedAt ?? '', code: replacedBy }} components={{ link }} />;
}

function ReissueCard({ cert }: { cert: CertificateVerification }) {
  const navigate = useNavigate();
  const { t } = useTranslation('certificates');
  const reissue = useReissueCertificate(cert.code);
  const run = async () => {
    try {
      const fresh = await reissue.mutateAsync();
      notify(t('reissued'), 'success');
      navigate(paths.certificate(fresh.code));
    } catch (err) {
      notify(err instanceof ApiError ? err.message : t('reissueFailed'), 'error');
    }
  };
  return (
    <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="font-semibold text-amber-900">{t('reissueTitle')}</p>
      <p className="mt-1 text-sm text-amber-900">{t('reissueText')}</p>
      <Button className="mt-3" variant="kuning" loading={reissue.isPending} onClick={() => void run()}>
        {!reissue.isPending && <RefreshCw className="size-4" aria-hidden="true" />}
        {t('reissue')}
      </Button>
    </div>
  );
}

/**
 * Public page /certificate/{code}: confirms a certificate (name, course, issue date,
 * code), says when it was replaced and by which code, or when and why it was revoked (decision
 * 242: no PDF then, and no name once the holder was erased), downloads the PDF, and lets the owner
 * reissue it with the current profile name.
 */
export function CertificateVerificationPage({ code }: { code: string }) {
  const { t } = useTranslation(['certificates', 'certificateMessages']);
  const format = useFormat();
  const query = useCertificate(code);
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="mt-6 h-48 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const unknown = isUnknownCertificate(query.error);
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <AlertTriangle className="mx-auto size-12 text-amber-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{unknown ? t('certificateMessages:notFound') : t('loadFailed')}</h1>
        <p className="mt-2 text-slate-600">
          {unknown ? t('checkCode') : t('reloadLater')}
        </p>
        {!unknown && (
          <Button className="mt-6" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </section>
    );
  }
  const cert = query.data;
  const valid = cert.status === 'valid';
  const revoked = cert.status === 'revoked';
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{cert.course_title}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {valid ? (
          <div className="flex items-center gap-3">
            <BadgeCheck className="size-8 shrink-0 text-emerald-600" aria-hidden="true" />
            <div>
              <Badge tone="hijau">{t('valid')}</Badge>
              <p className="mt-1 text-sm text-slate-600">{t('validText')}</p>
            </div>
          </div>
        ) : revoked ? (
          <div className="flex items-start gap-3">
            <Ban className="size-8 shrink-0 text-red-600" aria-hidden="true" />
            <div>
              <Badge tone="merah">{t('revoked')}</Badge>
              <p className="mt-1 text-sm text-slate-700">{t('revokedText', { date: cert.revoked_at ? format.date(cert.revoked_at, CERTIFICATE_ZONE) : '' })}</p>
              {cert.revoked_reason && <p className="mt-1 text-sm text-slate-700">{t(`revokedReasons.${cert.revoked_reason}`)}</p>}
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-3">
            <AlertTriangle className="size-8 shrink-0 text-amber-500" aria-hidden="true" />
            <div>
              <Badge tone="kuning">{t('replaced')}</Badge>
              <p className="mt-1 text-sm text-slate-700">
                <ReplacedText replacedAt={cert.replaced_at ? format.date(cert.replaced_at, CERTIFICATE_ZONE) : null} replacedBy={cert.replaced_by} />
              </p>
            </div>
          </div>
        )}
        <dl className="mt-5">
          <Fact label={t('name')}>{cert.name ?? <span className="font-normal text-slate-500">{t('nameHidden')}</span>}</Fact>
          <Fact label={t('course')}>{cert.course_title}</Fact>
          <Fact label={t('issuedAt')}>{format.date(cert.issued_at, CERTIFICATE_ZONE)}</Fact>
          <Fact label={t('code')}>
            <span className="font-mono break-all">{cert.code}</span>
          </Fact>
        </dl>
        {!revoked && (
          <Button asChild variant={valid ? 'biru' : 'garis'} className="mt-5">
            <a href={cert.pdf_url} download>
              <Download className="size-4" aria-hidden="true" />
              {t('download')}
            </a>
          </Button>
        )}
        {cert.can_reissue && <ReissueCard cert={cert} />}
      </div>
    </section>
  );
}

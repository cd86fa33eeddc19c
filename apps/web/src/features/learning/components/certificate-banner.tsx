import { certificatePdfPath } from '@kelas/contracts/certificates';
import { Award, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown once the course is complete (activity.certificate_code): download the certificate or open its public page. */
export function CertificateBanner({ code }: { code: string }) {
  const { t } = useTranslation('learning');
  return (
    <section aria-label={t('certificate.label')} className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 lg:flex-nowrap">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
        <Award className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold text-emerald-900">{t('certificate.title')}</p>
        <p className="text-sm text-emerald-800">{t('certificate.text')}</p>
      </div>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
        <Button asChild variant="hijau" className="px-3">
          <a href={certificatePdfPath(code)} download>
            <Download className="hidden size-4 sm:block" aria-hidden="true" />
            {t('certificate.download')}
          </a>
        </Button>
        <Button asChild variant="garis" className="px-3">
          <Link to={paths.certificate(code)}>{t('certificate.view')}</Link>
        </Button>
      </div>
    </section>
  );
}

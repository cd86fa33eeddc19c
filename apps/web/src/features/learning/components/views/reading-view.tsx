import type { ActiveMaterial, ReadingDetail } from '@kelas/contracts/learning';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useStoredFile } from '../../hooks/use-stored-file';
import { MaterialCard } from './material-card';

const PdfDocument = lazy(() => import('./pdf-document'));

/**
 * reading (spec 2.22): the material name, the PDF inline, and 'Lihat Dokumen' to download it; a
 * reading saved for offline use shows its stored copy (issue 18 item 3).
 */
export function ReadingView({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  const d = material.detail as Partial<ReadingDetail>;
  // A reading saved on the device opens from its stored copy (offline, and without spending data).
  const source = useStoredFile(d.pdf_url ?? '');
  if (source === null) return <Spinner className="flex justify-center py-16 text-brand-600" label={t('reading.loading')} />;
  const url = source.href;
  const fileName = (d.pdf ?? '').split('/').pop() || 'dokumen.pdf';
  return (
    <MaterialCard kicker={t('reading.kicker')} title={material.name}>
      {url ? (
        <>
          <Suspense fallback={<Spinner className="flex justify-center py-16 text-brand-600" label={t('reading.loading')} />}>
            <PdfDocument file={source.file} title={material.name} />
          </Suspense>
          <Button asChild className="mt-4">
            <a href={url} download={fileName} target="_blank" rel="noopener noreferrer">
              <Download className="size-4" aria-hidden="true" />
              {t('reading.view')}
            </a>
          </Button>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('reading.missing')}</p>
      )}
    </MaterialCard>
  );
}

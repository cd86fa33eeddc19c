import type { ActiveMaterial, ReadingDetail } from '@kelas/contracts/learning';
import { Download, Maximize2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useStoredFile } from '../../hooks/use-stored-file';
import { MaterialCard } from './material-card';

const PdfDocument = lazy(() => import('./pdf-document'));

/**
 * reading (spec 2.22): the material name, the PDF inline, and 'Lihat Dokumen', which opens it in
 * the viewer over the whole screen (decision 259: a phone's browser would only download it),
 * with 'Unduh Dokumen' there for a copy. 'Lihat Dokumen' stays a link to the document (opening it
 * in a new tab still works); a plain click opens the viewer. A reading saved for offline use shows
 * its stored copy.
 */
export function ReadingView({ material }: { material: ActiveMaterial }) {
  const { t } = useTranslation('learning');
  const [viewing, setViewing] = useState(false);
  const d = material.detail as Partial<ReadingDetail>;
  // A reading saved on the device opens from its stored copy (offline, and without spending data).
  const source = useStoredFile(d.pdf_url ?? '');
  if (source === null) return <Spinner className="flex justify-center py-16 text-brand-600" label={t('reading.loading')} />;
  const url = source.href;
  const fileName = (d.pdf ?? '').split('/').pop() || 'dokumen.pdf';
  const loading = <Spinner className="flex justify-center py-16 text-brand-600" label={t('reading.loading')} />;
  return (
    <MaterialCard kicker={t('reading.kicker')} title={material.name}>
      {url ? (
        <>
          <Suspense fallback={loading}>
            <PdfDocument file={source.file} title={material.name} />
          </Suspense>
          <Button asChild className="mt-4">
            <a
              href={url}
              aria-haspopup="dialog"
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                setViewing(true);
              }}
            >
              <Maximize2 className="size-4" aria-hidden="true" />
              {t('reading.view')}
            </a>
          </Button>
          <Dialog open={viewing} onOpenChange={setViewing}>
            <DialogContent
              title={material.name}
              className="top-0 left-0 h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 rounded-none p-3 sm:p-6"
            >
              <Suspense fallback={loading}>
                <PdfDocument file={source.file} title={material.name} />
              </Suspense>
              <Button asChild variant="garis" className="mt-4">
                <a href={url} download={fileName}>
                  <Download className="size-4" aria-hidden="true" />
                  {t('reading.download')}
                </a>
              </Button>
            </DialogContent>
          </Dialog>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('reading.missing')}</p>
      )}
    </MaterialCard>
  );
}

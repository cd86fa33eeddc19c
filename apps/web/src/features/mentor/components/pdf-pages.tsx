import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from 'react-pdf';
import { PdfFile } from '@/lib/pdf/pdf-file';
import { useElementWidth } from '@/lib/use-element-width';
import { Spinner } from '@/components/ui/spinner';

/**
 * Every page of a submitted PDF, stacked at the frame's width (react-pdf renders it the same on
 * phones, where browsers do not show PDFs in frames). Loaded lazily: PDF.js is large.
 */
export default function PdfPages({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('mentor');
  const [ref, width] = useElementWidth();
  const [pages, setPages] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p role="alert" className="m-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-800">
        {t('dialog.pdfFailed')}
      </p>
    );
  }
  return (
    <div ref={ref} className="w-full">
      <PdfFile
        file={url}
        onLoadSuccess={(doc) => setPages(doc.numPages)}
        onLoadError={(e) => {
          console.error(e);
          setFailed(true);
        }}
        loading={<Spinner className="flex justify-center py-16 text-brand-600" label={t('dialog.loadingPdf')} />}
        className="space-y-3"
      >
        {width > 0 &&
          Array.from({ length: pages }, (_, i) => (
            <Page
              key={i + 1}
              pageNumber={i + 1}
              width={width}
              className="overflow-hidden rounded-md shadow-sm"
              loading={<div className="bg-white" style={{ height: Math.round((width * 297) / 210) }} />}
              aria-label={t('dialog.pageLabel', { title, page: i + 1, pages })}
            />
          ))}
      </PdfFile>
    </div>
  );
}

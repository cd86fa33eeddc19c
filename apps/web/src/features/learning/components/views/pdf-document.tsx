import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from 'react-pdf';
import { PdfFile, type PdfSource } from '@/lib/pdf/pdf-file';
import { useElementWidth } from '@/lib/use-element-width';
import { Spinner } from '@/components/ui/spinner';
import { Pagination } from '../pagination';

/**
 * A PDF shown inline with react-pdf (PDF.js), one page at a time at the frame's width, with the
 * pagination control of spec 2.21 to change page; a link to another page of the PDF turns to it.
 * `file`: a same-origin URL or a stored Blob. Loaded lazily: PDF.js is large.
 */
export default function PdfDocument({ file, title }: { file: PdfSource; title: string }) {
  const { t } = useTranslation('learning');
  const [ref, width] = useElementWidth();
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  return (
    <div ref={ref} className="w-full">
      {failed ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-800">
          {t('reading.failed')}
        </p>
      ) : (
        <PdfFile
          file={file}
          onLoadSuccess={(doc) => {
            setPages(doc.numPages);
            setPage(1);
          }}
          onLoadError={(e) => {
            console.error(e);
            setFailed(true);
          }}
          onPageLink={setPage}
          loading={<Spinner className="flex justify-center py-16 text-brand-600" label={t('reading.loading')} />}
          className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
        >
          {width > 0 && (
            <Page
              pageNumber={page}
              width={width - 2}
              loading={<div style={{ height: Math.round(((width - 2) * 297) / 210) }} />}
              aria-label={t('reading.pageLabel', { title, page })}
            />
          )}
        </PdfFile>
      )}
      {pages > 1 && <Pagination className="mt-3" total={pages} current={page} onChange={setPage} label={t('reading.pages')} />}
    </div>
  );
}

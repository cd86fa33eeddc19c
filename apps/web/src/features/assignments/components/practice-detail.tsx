import type { UploadAssignmentResult } from '@kelas/contracts/assignments';
import type { PracticeDetail } from '@kelas/contracts/learning';
import DOMPurify from 'dompurify';
import { ArrowLeft, Clock, Download, FileText } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { assignmentStatus } from '../lib/assignment-status';
import { MentorNote } from './mentor-note';
import { TaskUpload } from './task-upload';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-5">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Author HTML (already sanitised by the server), sanitised again with DOMPurify before it is shown. */
function RichText({ html }: { html: string }) {
  if (!html) return <p className="text-sm text-slate-500">-</p>;
  return (
    <div
      className="rich-text text-sm leading-relaxed break-words text-slate-700 sm:text-base"
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}

/**
 * Detail of a practice assignment (spec 2.24): status badge, 'Durasi pengerjaan tugas = X Menit',
 * 'Instruksi', 'Tujuan Tugas', 'File Asset Tugas' with the 'Aset TPM' PDF, and 'Upload Tugas'.
 */
export function PracticeDetailView(props: {
  name: string;
  itemId: number;
  detail: PracticeDetail;
  onBack: () => void;
  /** Staff previewing: nothing is uploaded (decision 244). */
  preview?: boolean;
  onUploaded: (result: UploadAssignmentResult) => Promise<void> | void;
}) {
  const { t } = useTranslation('assignments');
  const { detail } = props;
  const status = assignmentStatus(detail.assignment_log);
  const heading = useRef<HTMLHeadingElement>(null);
  // Before the first paint, so the detail never shows with focus left behind (decision 128).
  useLayoutEffect(() => heading.current?.focus(), []);
  const assetName = detail.pdf.split('/').pop() || 'aset-tpm.pdf';
  return (
    <section
      aria-labelledby="practice-detail-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Button variant="polos" size="sm" className="-ml-2" onClick={props.onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('detail.back')}
      </Button>
      <div className="mt-3">
        <Badge tone={status.tone}>{t(`status.${status.key}.badge`)}</Badge>
        <h2
          id="practice-detail-title"
          ref={heading}
          tabIndex={-1}
          className="mt-2 text-lg font-bold break-words text-slate-900 outline-none sm:text-xl"
        >
          {props.name}
        </h2>
        <p className="mt-2 inline-flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm text-slate-700">
          <Clock className="size-4 text-brand-600" aria-hidden="true" />
          {t('detail.duration', { minutes: detail.duration })}
        </p>
      </div>
      <MentorNote log={detail.assignment_log} className="mt-4" />
      <div className="mt-5 space-y-5">
        <Section title={t('detail.instructions')}>
          <RichText html={detail.instruction} />
        </Section>
        <Section title={t('detail.objective')}>
          <RichText html={detail.objective} />
        </Section>
        <Section title={t('detail.asset')}>
          {detail.pdf_url ? (
            <a
              href={detail.pdf_url}
              download={assetName}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-w-sm"
            >
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600"
                aria-hidden="true"
              >
                <FileText className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{t('detail.assetName')}</span>
                <span className="block truncate text-xs text-slate-500">{assetName}</span>
              </span>
              <Download className="size-5 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('detail.downloadPdf')}</span>
            </a>
          ) : (
            <p className="text-sm text-slate-500">{t('detail.noAsset')}</p>
          )}
        </Section>
        <Section title={t('detail.upload')}>
          <TaskUpload
            itemId={props.itemId}
            log={detail.assignment_log}
            rule={detail.completion_rule}
            passMark={detail.pass_mark}
            preview={props.preview ?? false}
            onUploaded={props.onUploaded}
          />
        </Section>
      </div>
    </section>
  );
}

import { Award, ImageOff, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Program } from '@kelas/contracts/programs';
import { Button } from '@/components/ui/button';
import { StoredImage } from '@/components/ui/stored-image';
import { paths } from '@/config/paths';
import { ProgressBar } from './progress-bar';

/** The certificate PDF, served publicly by the certificates feature. */
const certificatePdfUrl = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;

/**
 * A Programmu card (spec 2.20): thumbnail, title, 'Mentor Kelas:' with the names joined by commas,
 * the 'Progress Kelas' bar, 'Lanjut' to the player, 'Gabung Grup' to the chat group (or / without
 * one) and, once the course is complete, 'Unduh Sertifikat'. `extra`: a line composed by the app
 * (e.g. 'n materi tersedia offline').
 */
export function ProgramCard({ program, extra }: { program: Program; extra?: ReactNode }) {
  const titleId = `program-${program.id}-title`;
  const { t } = useTranslation(['programs', 'programsText']);
  const mentors = program.mentors.map((m) => m.name).join(', ');
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video overflow-hidden bg-gradient-to-br from-brand-100 to-brand-200">
        {program.thumbnail ? (
          <StoredImage path={program.thumbnail} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-600">
            <ImageOff className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 id={titleId} className="line-clamp-2 min-h-12 leading-6 font-semibold text-slate-900">
          {program.title}
        </h2>
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-700">{t('programsText:mentors')}</span> {mentors || '-'}
        </p>
        <ProgressBar label={t('programsText:progress')} value={program.progress} />
        {extra}
        {program.certificate_code && (
          <a
            href={certificatePdfUrl(program.certificate_code)}
            className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-emerald-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            <Award className="size-4" aria-hidden="true" />
            {t('programsText:certificate')}
          </a>
        )}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <Button asChild variant="biru" className="px-2 sm:px-4">
            <Link to={paths.learning(program.slug)} aria-label={t('continueLabel', { title: program.title })}>
              {t('programsText:continue')}
            </Link>
          </Button>
          <Button asChild variant="garis" className="px-2 sm:px-4">
            {program.group_whatsapp ? (
              <a href={program.group_whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t('joinGroupLabel', { title: program.title })}>
                <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
                {t('programsText:joinGroup')}
              </a>
            ) : (
              <Link to={paths.home} aria-label={t('joinGroupLabel', { title: program.title })}>
                <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
                {t('programsText:joinGroup')}
              </Link>
            )}
          </Button>
        </div>
      </div>
    </article>
  );
}

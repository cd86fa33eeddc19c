import { ArrowLeft, ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type Props = {
  isFirstMaterial: boolean;
  isLastMaterial: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/**
 * Bottom bar (spec 2.21): 'Kembali' to /programmu, 'Sebelumnya' (disabled on the first material),
 * 'Selanjutnya' which reads 'Selesai' on the last material.
 */
export function BottomBar({ isFirstMaterial, isLastMaterial, busy, onPrevious, onNext }: Props) {
  const { t } = useTranslation('learning');
  return (
    <nav aria-label={t('bottomBar.label')} className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white lg:left-80">
      <div className="mx-auto grid h-16 max-w-4xl grid-cols-3 items-center gap-2 px-3 sm:flex sm:px-6">
        <Button asChild variant="polos" className="px-2 sm:px-4">
          <Link to={paths.programmu}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('bottomBar.back')}
          </Link>
        </Button>
        <Button variant="garis" className="px-2 sm:ml-auto sm:px-4" onClick={onPrevious} disabled={isFirstMaterial || busy}>
          <ChevronLeft className="hidden size-4 sm:block" aria-hidden="true" />
          {t('bottomBar.previous')}
        </Button>
        <Button variant={isLastMaterial ? 'hijau' : 'biru'} className="px-2 sm:px-4" onClick={onNext} loading={busy}>
          {isLastMaterial ? t('bottomBar.finish') : t('bottomBar.next')}
          {!busy &&
            (isLastMaterial ? (
              <Flag className="hidden size-4 sm:block" aria-hidden="true" />
            ) : (
              <ChevronRight className="hidden size-4 sm:block" aria-hidden="true" />
            ))}
        </Button>
      </div>
    </nav>
  );
}

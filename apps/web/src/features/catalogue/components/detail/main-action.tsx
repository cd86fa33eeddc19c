import { MessageCircle } from 'lucide-react';
import type { CourseDetail } from '@kelas/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { messagingLink, useAppConfig } from '@/lib/app-config';
import { PACKAGES_SECTION_ID } from '../../content/course-detail';
import { isMainActionDisabled, mainActionLabel } from '../../lib/course-detail';

/** Scrolls to 'PENDAFTARAN & HARGA' and moves focus there, so keyboard users land on the packages. */
export function scrollToPackages() {
  const el = document.getElementById(PACKAGES_SECTION_ID);
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  el.focus({ preventScroll: true });
}

/**
 * The main button (spec 2.9): 'Tonton Sekarang' for a record webinar, otherwise 'Daftar Sekarang';
 * disabled unless the course can be taken now (a free class without an open cohort, no prices;
 * decision 255); it leads to the packages.
 */
export function MainAction({ course, className }: { course: Pick<CourseDetail, 'type' | 'prices' | 'availability'>; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Button size="lg" className={cn('w-full', className)} disabled={isMainActionDisabled(course)} onClick={scrollToPackages}>
      {t(mainActionLabel(course.type))}
    </Button>
  );
}

/** 'Konsultasi Gratis' (learning video, spec 2.9): a chat with support on the messaging app. */
export function ConsultButton({ courseTitle, className }: { courseTitle: string; className?: string }) {
  const { phone } = useAppConfig();
  const { t } = useTranslation('catalogue');
  return (
    <Button asChild size="lg" variant="garis" className={cn('w-full', className)}>
      <a href={messagingLink(phone, t('detail.consultMessage', { title: courseTitle }))} target="_blank" rel="noopener noreferrer">
        <MessageCircle className="size-5" aria-hidden="true" />
        {t('detail.consultFree')}
      </a>
    </Button>
  );
}

import { UserRound } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { storageUrl } from '@/config/paths';

/** A mentor's photo ({host}/storage/{avatar}), or a user icon without one. */
export function MentorAvatar({ avatar, className }: { avatar: string | null; className?: string }) {
  const src = storageUrl(avatar);
  const box = cn('size-14 shrink-0 overflow-hidden rounded-full bg-brand-100', className);
  return src ? (
    <img src={src} alt="" loading="lazy" className={cn(box, 'object-cover')} />
  ) : (
    <span className={cn(box, 'flex items-center justify-center text-brand-700')} aria-hidden="true">
      <UserRound className="size-1/2" />
    </span>
  );
}

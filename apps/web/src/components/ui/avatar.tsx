import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { storageUrl } from '@/config/paths';
import { cn } from './cn';

/** A round user photo ({host}/storage/{path}); the default user icon without one or when it fails to load. */
export function Avatar({ path, className }: { path: string | null | undefined; className?: string }) {
  const src = storageUrl(path);
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn('size-9 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-2 ring-white', className);
  if (!src || failed === src) {
    return (
      <span className={cn(box, 'inline-flex items-center justify-center text-brand-700')} aria-hidden="true">
        <UserRound className="size-3/5" />
      </span>
    );
  }
  return <img src={src} alt="" className={cn(box, 'object-cover')} onError={() => setFailed(src)} />;
}

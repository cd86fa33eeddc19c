import type { CourseActivity } from '@kelas/contracts/learning';
import { CheckCircle2, ChevronDown, Circle, Lock } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useFormat } from '@/lib/i18n/format';
import { isChapterComplete, type Position } from '../lib/navigation';
import { ItemTypeIcon, useItemTypeLabel } from './item-type-icon';

type Props = {
  activity: CourseActivity;
  chapterId: number | null;
  itemId: number | null;
  onSelect: (position: Position) => void;
};

/**
 * Sidebar 'Konten Kelas' (spec 2.21): the number of chapters, collapsible chapters (radix
 * accordion, several open at once; the current chapter opens), a green check on a complete
 * chapter, and per item its type icon, title, type, highlight when current, a check when complete
 * and a lock while a sequential course keeps it closed (decision 241).
 */
export function CourseContent({ activity, chapterId, itemId, onSelect }: Props) {
  const { t } = useTranslation('learning');
  const f = useFormat();
  const typeLabel = useItemTypeLabel();
  const [open, setOpen] = useState<string[]>(() => (chapterId !== null ? [String(chapterId)] : []));
  // The chapter of the current item opens when the learner moves into it.
  const [lastChapter, setLastChapter] = useState(chapterId);
  if (chapterId !== lastChapter) {
    setLastChapter(chapterId);
    if (chapterId !== null && !open.includes(String(chapterId))) setOpen([...open, String(chapterId)]);
  }
  return (
    <div>
      <div className="flex items-baseline justify-between px-4 py-4">
        <h2 className="text-base font-bold text-slate-900">{t('content.title')}</h2>
        <span className="text-sm text-slate-600">{t('content.chapters', { count: activity.materials.length })}</span>
      </div>
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="border-t border-slate-200">
        {activity.materials.map((m, ci) => {
          const done = isChapterComplete(m);
          return (
            <Accordion.Item key={m.material_id} value={String(m.material_id)} className="border-b border-slate-200">
              <Accordion.Header className="m-0">
                <Accordion.Trigger
                  className={cn(
                    'group flex w-full items-center gap-3 px-4 py-3 text-left text-sm font-semibold hover:bg-slate-50',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                    done ? 'text-emerald-700' : 'text-slate-900',
                  )}
                  data-complete={done || undefined}
                >
                  {done ? (
                    <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-label={t('content.chapterDone')} />
                  ) : (
                    <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs text-slate-600" aria-hidden="true">
                      {ci + 1}
                    </span>
                  )}
                  <span className="min-w-0 flex-1">{m.material_title}</span>
                  <ChevronDown className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="overflow-hidden">
                <ul className="pb-2">
                  {m.items.map((item) => {
                    const current = item.item_id === itemId;
                    return (
                      <li key={item.item_id}>
                        <button
                          type="button"
                          aria-current={current ? 'step' : undefined}
                          onClick={() => onSelect({ chapterId: m.material_id, itemId: item.item_id, itemType: item.item_type })}
                          className={cn(
                            'flex w-full items-center gap-3 border-l-4 py-2.5 pr-4 pl-5 text-left text-sm hover:bg-slate-50',
                            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                            current ? 'border-brand-600 bg-brand-50 hover:bg-brand-50' : 'border-transparent',
                          )}
                        >
                          <span
                            className={cn(
                              'inline-flex size-8 shrink-0 items-center justify-center rounded-lg',
                              current ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                            )}
                          >
                            <ItemTypeIcon type={item.item_type} />
                          </span>
                          <span className="min-w-0 flex-1">
                            <span className={cn('block font-medium', current ? 'text-brand-800' : 'text-slate-800')}>{item.title}</span>
                            <span className="block text-xs text-slate-600">{typeLabel(item.item_type)}</span>
                            {item.opens_at && <span className="block text-xs text-slate-600">{t('content.opensAt', { when: f.dateTime(item.opens_at) })}</span>}
                          </span>
                          {item.is_complete === 1 ? (
                            <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-label={t('content.done')} />
                          ) : item.is_locked ? (
                            <Lock className="size-5 shrink-0 text-slate-400" aria-label={t('content.locked')} />
                          ) : (
                            <Circle className="size-5 shrink-0 text-slate-300" aria-label={t('content.notDone')} />
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
    </div>
  );
}

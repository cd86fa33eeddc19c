import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { moveItem } from '../lib/move';
import { useStudioT, type StudioT } from '../lib/studio-t';

export type SortableEntry = { id: number; title: string };

type Props<T extends SortableEntry> = {
  items: T[];
  /** Accessible name of the list ('Urutan bab'). */
  label: string;
  /** Called with the new order of ids after a drag, a keyboard move or an up/down button. */
  onReorder: (ids: number[]) => void;
  renderItem: (item: T, index: number) => ReactNode;
  disabled?: boolean;
};

/**
 * Keeps a lifted row inside its own list, moving only up and down: each list (the chapters, each
 * chapter's items) saves only its own order, so a preview that could hover another chapter would
 * promise a move that the drop cannot make. Items change chapters by 'Pindahkan ke bab…' (decision 270).
 */
export const keepWithinList: Modifier = ({ transform, containerNodeRect, draggingNodeRect }) => {
  if (!containerNodeRect || !draggingNodeRect) return { ...transform, x: 0 };
  const minY = containerNodeRect.top - draggingNodeRect.top;
  const maxY = containerNodeRect.top + containerNodeRect.height - (draggingNodeRect.top + draggingNodeRect.height);
  return { ...transform, x: 0, y: Math.min(Math.max(transform.y, minY), maxY) };
};

/** dnd-kit's instructions for screen readers, in the interface language. */
const instructions = (t: StudioT): ScreenReaderInstructions => ({ draggable: t('studio:sortable.instructions') });

/** What dnd-kit's live region says while a row is lifted, moved, dropped or put back, in the interface language. */
function announcements(t: StudioT, title: (id: UniqueIdentifier) => string, position: (id: UniqueIdentifier) => number): Announcements {
  return {
    onDragStart: ({ active }) => t('studio:sortable.picked', { title: title(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('studio:sortable.moved', { title: title(active.id), position: position(over.id) }) : t('studio:sortable.outside', { title: title(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('studio:sortable.dropped', { title: title(active.id), position: position(over.id) }) : t('studio:sortable.droppedNowhere', { title: title(active.id) }),
    onDragCancel: ({ active }) => t('studio:sortable.cancelled', { title: title(active.id) }),
  };
}

/**
 * A vertical list reordered by drag and drop (dnd-kit, pointer and keyboard sensors: focus a grip,
 * Space, arrows, Space) and by 'Naikkan'/'Turunkan' buttons. It never reorders by itself: the
 * parent saves `onReorder(ids)` and passes the new `items` back.
 */
export function SortableList<T extends SortableEntry>({ items, label, onReorder, renderItem, disabled }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useStudioT();
  const ids = items.map((i) => i.id);
  const title = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.title ?? '';
  const position = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(moveItem(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[keepWithinList]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(t, title, position), screenReaderInstructions: instructions(t) }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className="space-y-2">
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              disabled={disabled}
              onMove={(to) => move(index, to)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

const iconButton =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-30';

function SortableRow({
  item,
  index,
  count,
  disabled,
  onMove,
  children,
}: {
  item: SortableEntry;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (to: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled });
  const t = useStudioT();
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('flex items-start gap-1 rounded-xl border border-slate-200 bg-white p-2 sm:gap-2', isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-600/30')}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
        {...attributes}
        {...listeners}
        aria-label={t('studio:sortable.grip', { title: item.title })}
        aria-roledescription={t('studio:sortable.roleDescription')}
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 flex-col sm:flex-row">
        <button type="button" className={iconButton} disabled={disabled || index === 0} onClick={() => onMove(index - 1)} aria-label={t('studio:sortable.upNamed', { title: item.title })} title={t('studio:sortable.up')}>
          <ArrowUp className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('studio:sortable.downNamed', { title: item.title })}
          title={t('studio:sortable.down')}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

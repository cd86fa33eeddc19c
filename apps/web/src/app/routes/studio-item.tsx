import { useSearchParams } from 'react-router';
import { ItemEditorPage } from '@/features/studio/components/item-editor-page';

/** /studio/courses/:id/items/:itemId, or items/new?chapter=&type=: one item's editor. */
export function Component({ itemId }: { itemId: number | 'new' }) {
  const [params] = useSearchParams();
  const isNew = itemId === 'new';
  return <ItemEditorPage itemId={isNew ? null : itemId} newChapterId={isNew ? Number(params.get('chapter')) : null} newType={isNew ? params.get('type') : null} />;
}

import { RichTextEditor as SharedRichTextEditor, type RichTextEditorProps } from '@/components/ui/rich-text-editor';
import { useStudioT } from '../lib/studio-t';

const TOOL_LABELS = ['bold', 'italic', 'heading2', 'heading3', 'bulletList', 'orderedList', 'quote', 'link', 'undo', 'redo', 'toolbar', 'linkPrompt'] as const;

/** The shared rich-text field (components/ui, decision 269) with the studio's toolbar texts. */
export function RichTextEditor(props: Omit<RichTextEditorProps, 'labels'>) {
  const t = useStudioT();
  const labels = Object.fromEntries(TOOL_LABELS.map((k) => [k, t(`studio:editor.${k}`)])) as RichTextEditorProps['labels'];
  return <SharedRichTextEditor {...props} labels={labels} />;
}

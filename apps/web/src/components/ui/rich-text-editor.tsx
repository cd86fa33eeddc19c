import { RICH_TEXT_HEADING_LEVELS } from '@kelas/contracts/rich-text';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, LoaderCircle, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

export type RichTextEditorProps = {
  id: string;
  /** Id of the visible label (the editable area is named by it). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** Smaller toolbar and height, for quiz questions and answers, and for discussion posts. */
  compact?: boolean;
  /**
   * Offers 'Gambar': the chosen file goes to this function, which checks and uploads it and
   * answers the picture to insert (null: refused, the caller said why). Without it, no button.
   */
  image?: ImageUpload;
};

/** A picture button's upload: what the file input accepts, the upload itself, the addresses a pasted picture may keep. */
export type ImageUpload = {
  accept: string;
  upload: (file: File) => Promise<{ src: string; alt: string } | null>;
  /** A picture pasted from elsewhere whose address fails this is left out (decision 292). */
  keeps: (src: string) => boolean;
};

type Tool = { label: 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'quote' | 'link' | 'undo' | 'redo'; icon: LucideIcon; run: (e: Editor) => void; active?: (e: Editor) => boolean; compact?: boolean };

/** A link on the selection: the address asked for (an empty answer removes it). */
function toggleLink(e: Editor, ask: (current: string) => string | null) {
  const current = (e.getAttributes('link').href as string | undefined) ?? '';
  const href = ask(current);
  if (href === null) return;
  if (!href.trim()) e.chain().focus().extendMarkRange('link').unsetLink().run();
  else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
}

const TOOLS: Tool[] = [
  { label: 'bold', icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold'), compact: true },
  { label: 'italic', icon: Italic, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic'), compact: true },
  { label: 'heading2', icon: Heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { label: 'heading3', icon: Heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { label: 'bulletList', icon: List, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList'), compact: true },
  { label: 'orderedList', icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList'), compact: true },
  { label: 'quote', icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  // Its address is asked in the interface language (the component runs it, see below).
  { label: 'link', icon: Link2, run: () => undefined, active: (e) => e.isActive('link'), compact: true },
  { label: 'undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: 'redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

/** Pasted HTML without the pictures `keeps` refuses (their addresses would be refused on sending). */
function withoutForeignImages(html: string, keeps: (src: string) => boolean): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  let dropped = false;
  for (const img of Array.from(doc.querySelectorAll('img'))) {
    if (keeps(img.getAttribute('src') ?? '')) continue;
    img.remove();
    dropped = true;
  }
  return dropped ? doc.body.innerHTML : html;
}

/** TipTap's empty document; treated as an empty value so 'required' checks work. */
const EMPTY = '<p></p>';

/**
 * A rich-text field (TipTap starter kit), shared by the studio and the discussions (decision 284): a toolbar of toggle buttons and an editable area with
 * role textbox, named by its label. It writes what the one allow-list keeps (contracts
 * `rich-text.ts`, decision 269): paragraphs, h2 and h3, lists, quotes, links and images (an image
 * already in a text is kept), so nothing is dropped on save. With `image`, 'Gambar' uploads a
 * picture from the device and inserts it, and a pasted picture from elsewhere is left out (decision
 * 292). Emits HTML ('' when empty); the server sanitises it again.
 */
export function RichTextEditor({ id, labelledBy, value, onChange, onBlur, invalid, describedBy, compact, image }: RichTextEditorProps) {
  // The toolbar's names in the interface language (each button's label and title), its own name and the link's prompt.
  const { t } = useTranslation('common');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
        code: false,
        codeBlock: false,
        horizontalRule: false,
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value || '',
    editorProps: {
      ...(image ? { transformPastedHTML: (html: string) => withoutForeignImages(html, image.keeps) } : {}),
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        // The page's own `.rich-text` styles (index.css): what the author sees is what learners see.
        class: cn('rich-text px-3 py-2 text-sm leading-relaxed text-slate-900 outline-none', compact ? 'min-h-16' : 'min-h-40'),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((tool) => (tool.active ? tool.active(e) : false)),
  });

  // A value set from outside (form reset, CSV import) replaces the document.
  // (An editor TipTap has already destroyed, while it re-creates one, has no schema to read.)
  // A layout effect: it compares with the document in the same task as the render. Preact runs a
  // plain effect after the next frame, when keys typed meanwhile have already changed the document,
  // and the older value would replace them (decision 128).
  useLayoutEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((value || '') !== (current === EMPTY ? '' : current)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const pickImage = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !image) return;
    setUploading(true);
    try {
      const picture = await image.upload(file);
      if (picture && !editor.isDestroyed) editor.chain().focus().setImage(picture).run();
    } finally {
      setUploading(false);
    }
  };

  return (
    <div
      className={cn(
        'rounded-lg border bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20',
        invalid ? 'border-red-500' : 'border-slate-300',
      )}
    >
      <div role="toolbar" aria-label={t('richText.toolbar')} className="flex flex-wrap gap-0.5 border-b border-slate-200 px-1.5 py-1">
        {TOOLS.filter((tool) => !compact || tool.compact).map((tool) => {
          const i = TOOLS.indexOf(tool);
          const label = t(`richText.${tool.label}`);
          const on = Boolean(active?.[i]);
          return (
            <button
              key={tool.label}
              type="button"
              title={label}
              aria-label={label}
              {...(tool.active ? { 'aria-pressed': on } : {})}
              onClick={() => (tool.label === 'link' ? toggleLink(editor, (current) => window.prompt(t('richText.linkPrompt'), current)) : tool.run(editor))}
              className={cn(
                'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
                on && 'bg-brand-50 text-brand-700',
              )}
            >
              <tool.icon className="size-4" aria-hidden="true" />
            </button>
          );
        })}
        {image && (
          <>
            <button
              type="button"
              title={t('richText.image')}
              aria-label={uploading ? t('richText.imageUploading') : t('richText.image')}
              aria-busy={uploading || undefined}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {uploading ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <ImagePlus className="size-4" aria-hidden="true" />}
            </button>
            <input ref={fileInput} type="file" accept={image.accept} tabIndex={-1} aria-hidden="true" className="sr-only" onChange={(e) => void pickImage(e.target.files?.[0])} />
          </>
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

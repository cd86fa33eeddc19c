import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pdfjs } from 'react-pdf';
import DocumentContext from 'react-pdf/dist/DocumentContext.js';
import LinkService from 'react-pdf/dist/LinkService.js';
import { cn } from '@/components/ui/cn';
import './pdfjs';
import { releaseWhenSettled } from './release-when-settled';

type LoadingTask = ReturnType<typeof pdfjs.getDocument>;
/** PDF.js's `PDFDocumentProxy`, as react-pdf's `pdfjs` returns it. */
export type PdfDocumentProxy = Awaited<LoadingTask['promise']>;

/** A same-origin URL, or the bytes of a stored file. */
export type PdfSource = string | Blob;

type Loaded = { file: PdfSource; pdf?: PdfDocumentProxy; error?: unknown };

const documentParams = async (file: PdfSource) =>
  typeof file === 'string' ? { url: file } : { data: new Uint8Array(await file.arrayBuffer()) };

/**
 * Loads `file` with PDF.js: `{ pdf }` once parsed, `{ error }` when it cannot be read, neither
 * while loading. The document is released when `file` changes or the component unmounts, but only
 * once its load has settled (`releaseWhenSettled`: PDF.js cannot be stopped mid-load cleanly).
 */
function usePdfDocument(file: PdfSource): Loaded {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let gone = false;
    let task: LoadingTask | undefined;
    const settle = (outcome: Omit<Loaded, 'file'>) => {
      if (!gone) setLoaded({ file, ...outcome });
    };
    documentParams(file).then(
      (params) => {
        if (gone) return;
        task = pdfjs.getDocument(params);
        task.promise.then((pdf) => settle({ pdf }), (error: unknown) => settle({ error }));
      },
      (error: unknown) => settle({ error }),
    );
    return () => {
      gone = true;
      if (task) void releaseWhenSettled(task);
    };
  }, [file]);
  return loaded?.file === file ? loaded : { file };
}

/**
 * A PDF for react-pdf's `<Page>`s: what react-pdf's `<Document>` does, except that leaving it
 * while the file still loads leaves no uncaught error behind (see `releaseWhenSettled`). It gives
 * its children react-pdf's document context, so `<Page pageNumber>` works inside it as inside a
 * `<Document>`, links in the PDF included.
 *
 * `loading` shows until the file is parsed; `onLoadError` is told when it cannot be (the caller
 * shows its own message); `onPageLink(pageNumber)` handles a link to another page of the PDF
 * (1-based), which otherwise scrolls that page into view when it is rendered.
 */
export function PdfFile({
  file,
  loading,
  onLoadSuccess,
  onLoadError,
  onPageLink,
  className,
  children,
}: {
  file: PdfSource;
  loading: ReactNode;
  onLoadSuccess?: (pdf: PdfDocumentProxy) => void;
  onLoadError: (error: unknown) => void;
  onPageLink?: (pageNumber: number) => void;
  className?: string;
  children: ReactNode;
}) {
  const { pdf, error } = usePdfDocument(file);
  // The callbacks of the latest render, for effects that run once per document.
  const callbacks = useRef({ onLoadSuccess, onLoadError, onPageLink });
  callbacks.current = { onLoadSuccess, onLoadError, onPageLink };
  const pages = useRef(new Map<number, HTMLElement>());
  const linkService = useMemo(() => {
    const service = new LinkService();
    service.setViewer({
      scrollPageIntoView: ({ pageNumber }) => {
        if (callbacks.current.onPageLink) callbacks.current.onPageLink(pageNumber);
        else pages.current.get(pageNumber - 1)?.scrollIntoView();
      },
    });
    return service;
  }, []);

  useEffect(() => {
    if (!pdf) return;
    linkService.setDocument(pdf);
    callbacks.current.onLoadSuccess?.(pdf);
  }, [pdf, linkService]);
  useEffect(() => {
    if (error !== undefined) callbacks.current.onLoadError(error);
  }, [error]);

  const context = useMemo(
    () =>
      pdf
        ? {
            pdf,
            linkService,
            registerPage: (pageIndex: number, element: HTMLElement) => void pages.current.set(pageIndex, element),
            unregisterPage: (pageIndex: number) => void pages.current.delete(pageIndex),
          }
        : null,
    [pdf, linkService],
  );

  return (
    <div className={cn('react-pdf__Document', className)}>
      {context ? <DocumentContext.Provider value={context}>{children}</DocumentContext.Provider> : error === undefined && loading}
    </div>
  );
}

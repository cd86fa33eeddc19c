import { pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';

// The PDF.js worker as its own asset, bundled by Vite from the installed pdfjs-dist. Import this
// module (lazily: PDF.js is large) before loading a PDF; `PdfFile` does.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** What `releaseWhenSettled` needs of a PDF.js loading task (`PDFDocumentLoadingTask`). */
export interface ReleasableTask {
  /** Resolves with the document once PDF.js has parsed it; rejects when it cannot. */
  readonly promise: Promise<{ getDownloadInfo(): Promise<unknown> }>;
  destroy(): Promise<void>;
}

/** How long a load that never settles may keep its worker after its viewer is gone: 15 s. */
export const RELEASE_TIMEOUT_MS = 15_000;

/**
 * Destroys a PDF.js loading task (its document and its worker) once the load has settled: the
 * document is parsed and all its bytes have arrived (`getDownloadInfo`), or the load failed. At
 * the latest after `timeoutMs` milliseconds.
 *
 * Destroying a task mid-load makes PDF.js's worker throw "Worker was terminated" where no caller
 * can catch it (mozilla/pdf.js#11595; react-pdf destroys at once when its `<Document>` unmounts).
 * A learner leaving a reading before its PDF has loaded would leave that uncaught error behind.
 * Waiting costs the rest of one download. Returns the promise of the release; it never rejects.
 */
export function releaseWhenSettled(task: ReleasableTask, timeoutMs = RELEASE_TIMEOUT_MS): Promise<void> {
  return new Promise<void>((done) => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      task.destroy().then(done, () => done());
    };
    const timer = setTimeout(release, timeoutMs);
    task.promise.then((pdf) => pdf.getDownloadInfo()).then(release, release);
  });
}

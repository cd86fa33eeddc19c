import type { Translation } from '@kelas/contracts/i18n';
import type assignments from '../id/assignments';

/** English twin of `../id/assignments.ts`. */
export default {
  status: {
    not_submitted: { badge: 'Not Submitted', sentence: 'Get started on the assignment below' },
    grading: { badge: 'Being Graded', sentence: 'Your assignment is being graded by the mentor' },
    done: { badge: 'Complete', sentence: 'Your answer has been saved' },
  },
  overview: { open: 'View Assignment Details' },
  detail: {
    back: 'Back to assignment summary',
    duration: 'Time to complete the assignment = {{minutes}} minutes',
    instructions: 'Instructions',
    objective: 'Assignment Objective',
    asset: 'Assignment Asset File',
    assetName: 'TPM Asset',
    downloadPdf: '(download PDF)',
    noAsset: 'No asset file yet.',
    upload: 'Upload Assignment',
  },
  note: { score: 'Score:', feedback: 'Feedback:' },
  upload: {
    file: 'Assignment File',
    browse: 'Browse Files',
    replaceHint: 'Choose a new file to replace your assignment before it is graded.',
    none: 'No file chosen',
    size: 'File size:',
    limit: 'Maximum file size: 2 MB (pdf)',
    graded: 'The mentor has graded this assignment; the file can no longer be replaced.',
    send: 'Upload Assignment File',
    uploadedToast: 'Assignment uploaded.',
    sentTitle: 'Assignment sent',
    sentText: 'The file {{file}} was received on {{time}}.',
    sentWaiting: 'Your mentor will grade it. Its status now: Being Graded.',
    next: 'Go to the Next Material',
    offline: 'Files cannot be uploaded offline. Connect your device to the internet, then try again.',
    belowPassMark: 'A score of {{score}} is below the pass mark of {{passMark}}. Improve your assignment, then upload it again.',
    preview: 'Preview: assignments cannot be uploaded.',
  },
} satisfies Translation<typeof assignments>;

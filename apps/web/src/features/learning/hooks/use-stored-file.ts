import { useEffect, useState } from 'react';
import { usePlayerOffline } from '../lib/player-offline';

/** Where a view shows a file from: `href` for links, `file` for PDF.js (the stored Blob, read without a fetch). */
export type FileSource = { href: string; file: string | Blob };

/**
 * The device's stored copy of a reading's file when it is saved offline, else the
 * URL itself. While the store is being asked, null (the view waits, then renders once). PDF.js gets
 * the Blob itself: the page's Content-Security-Policy allows no fetch of `blob:` URLs. The object
 * URL for the download link is revoked when the view leaves or the URL changes.
 */
export function useStoredFile(url: string): FileSource | null {
  const offline = usePlayerOffline();
  const [resolved, setResolved] = useState<{ for: string; source: FileSource } | null>(null);
  useEffect(() => {
    if (!offline || !url) return;
    let objectUrl: string | null = null;
    let live = true;
    offline
      .file(url)
      .catch(() => null)
      .then((blob) => {
        if (!live) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setResolved({ for: url, source: blob && objectUrl ? { href: objectUrl, file: blob } : { href: url, file: url } });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [offline, url]);
  if (!offline || !url) return { href: url, file: url };
  return resolved?.for === url ? resolved.source : null;
}

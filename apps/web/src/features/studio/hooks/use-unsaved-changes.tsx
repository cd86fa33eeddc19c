import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useStudioT } from '../lib/studio-t';

type Registry = { set: (key: string, dirty: boolean) => void };
const UnsavedContext = createContext<Registry | null>(null);

/**
 * The studio's one navigation guard (React Router allows one blocker at a time): while any form
 * below reports unsaved changes, leaving for another page asks in a dialog (useBlocker) and
 * closing or reloading the tab asks through the browser (beforeunload).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const set = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((prev) => {
      if (prev.has(key) === dirty) return prev;
      const next = new Set(prev);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const dirty = dirtyKeys.size > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const registry = useMemo(() => ({ set }), [set]);
  const t = useStudioT();

  return (
    <UnsavedContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('studio:leave.title')}
        description={t('studio:leave.body')}
        confirmLabel={t('studio:leave.confirm')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </UnsavedContext.Provider>
  );
}

/** Reports a form's unsaved changes to the studio's guard (a no-op outside the provider). */
export function useUnsavedChanges(dirty: boolean): null {
  const registry = useContext(UnsavedContext);
  const key = useId();
  useEffect(() => {
    registry?.set(key, dirty);
    return () => registry?.set(key, false);
  }, [registry, key, dirty]);
  return null;
}

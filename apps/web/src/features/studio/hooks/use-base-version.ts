import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The version a form was loaded from, which is what a save must send (never the newest one in the
 * cache, or another person's change would be overwritten silently). A newer server version
 * replaces the form only while it has no unsaved edits; with edits, the save answers 409 and the
 * user chooses to reload.
 */
export function useBaseVersion<TIn extends FieldValues, TOut>(form: UseFormReturn<TIn, unknown, TOut>, serverVersion: number, serverValues: () => TIn) {
  const [base, setBase] = useState(serverVersion);
  const dirty = form.formState.isDirty;
  // serverValues is a fresh closure each render and the version says when it changed: the effect
  // below reads the latest closure from a ref (updated after each render, before passive effects).
  const latestValues = useRef(serverValues);
  useLayoutEffect(() => {
    latestValues.current = serverValues;
  });
  useEffect(() => {
    // Only a newer version: an older one is the cache not yet holding the save just made, and taking
    // it would show the old values (and send their version) until the course is read again.
    if (serverVersion > base && !dirty) {
      form.reset(latestValues.current());
      setBase(serverVersion);
    }
  }, [serverVersion, base, dirty, form]);
  return {
    base,
    /** After a save or a reload: the form shows `values` of `version`. */
    rebase: (version: number, values: TIn) => {
      form.reset(values);
      setBase(version);
    },
  };
}

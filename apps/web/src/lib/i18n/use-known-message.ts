import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from './namespaces';

/**
 * Client-side checks (zod schemas of `@kelas/contracts`) carry the Indonesian text of a contract
 * catalogue. This hook finds which key of `catalogues` (namespace → Indonesian text object) a
 * message is and answers it in the interface language; any other message (the server's, already in
 * the request's language) comes back unchanged. Keep `catalogues` a module-level constant.
 */
export function useKnownMessage(catalogues: Partial<Record<Namespace, object>>) {
  const namespaces = Object.keys(catalogues) as Namespace[];
  const { t } = useTranslation(namespaces);
  return useCallback(
    (message: string | null | undefined): string | undefined => {
      if (!message) return undefined;
      for (const [ns, texts] of Object.entries(catalogues)) {
        const key = Object.entries(texts as Record<string, unknown>).find(([, v]) => v === message)?.[0];
        if (key) return (t as unknown as (k: string) => string)(`${ns}:${key}`);
      }
      return message;
    },
    // catalogues is a module-level constant; t changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
}

import { PUBLIC_CONFIG_ELEMENT_ID } from '@kelas/contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** What the browser may see of the server's configuration (GET /api/config, apps/api/src/config.ts `publicConfig`). */
export type AppConfig = {
  /** {brand} of the spec's texts. */
  brand: string;
  /** {company} of the footer's '© {year} {company}'. */
  company: string;
  /** {phone}: support number (messages only). */
  phone: string;
  /** Support e-mail of the help blocks. */
  email: string;
  /** {messaging app}: WhatsApp by default. */
  messagingApp: string;
  captcha: string;
  recaptchaSiteKey: string | null;
  paymentSandbox: boolean;
  /** The academy's time zone (IANA): staff screens show times in it, labelled (decision 267). */
  timeZone: string;
  /** Studio upload limits in bytes by kind (decision 261): the studio checks a file before sending it. */
  uploadLimits: { image: number; pdf: number; video: number };
};

/** Shown while /api/config loads or when it fails: the server's own defaults. */
export const DEFAULT_APP_CONFIG: AppConfig = {
  brand: 'Kelas',
  company: 'PT Kelas Belajar Indonesia',
  phone: '+62 812-0000-0000',
  email: 'halo@kelas.example',
  messagingApp: 'WhatsApp',
  captcha: 'ALTCHA',
  recaptchaSiteKey: null,
  paymentSandbox: true,
  timeZone: 'Asia/Jakarta',
  uploadLimits: { image: 5 * 1024 * 1024, pdf: 20 * 1024 * 1024, video: 500 * 1024 * 1024 },
};

/**
 * The configuration the server's page carries (decision 147, API `withPublicConfig`), or undefined
 * when the page has none (the service worker's copy of index.html, Vite's dev server) or it is not
 * an object with every field of `AppConfig`.
 */
export function inlinedAppConfig(doc: Document = document): AppConfig | undefined {
  const text = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const complete = Object.keys(DEFAULT_APP_CONFIG).every((k) => k in value);
    return complete ? (value as AppConfig) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/config → `{ data: AppConfig }`, fetched once per page load, and not at all when the page
 * carries the configuration (its `initialData`, fresh for good).
 */
export const appConfigQuery = queryOptions({
  queryKey: ['app-config'],
  queryFn: ({ signal }) => api.get<{ data: AppConfig }>('/config', { signal }).then((b) => b.data),
  initialData: inlinedAppConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The public configuration; the defaults until the server answers (never undefined). */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQuery);
  return data ?? DEFAULT_APP_CONFIG;
}

/** wa.me link to the support number ({messaging app} link of the help blocks). */
export const messagingLink = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

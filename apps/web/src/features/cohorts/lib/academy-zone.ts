import { DEFAULT_APP_CONFIG, useAppConfig } from '@/lib/app-config';

/** The academy's zone (decision 267): staff read and type every time in it. */
export function useAcademyZone(): string {
  return useAppConfig().timeZone ?? DEFAULT_APP_CONFIG.timeZone;
}

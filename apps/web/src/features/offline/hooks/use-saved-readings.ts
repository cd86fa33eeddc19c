import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSavedReadings } from '../lib/offline-store';
import { offlineKeys, useOfflineOwner } from './offline-keys';

const savedReadingsQuery = (owner: string) =>
  queryOptions({
    queryKey: offlineKeys.readings(owner),
    queryFn: () => listSavedReadings(owner),
    // Device data: read it offline too, and only refresh it when this feature changes it.
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  });

/** The logged-in account's saved readings and texts on this device, newest first. */
export function useSavedReadings() {
  const owner = useOfflineOwner();
  return useQuery({ ...savedReadingsQuery(owner ?? ''), enabled: owner !== null });
}

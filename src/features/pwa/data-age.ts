import { PRIVATE_QUERY_ROOT } from '@/offline/private-queries';
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { QueryClient } from '@tanstack/react-query';

/** The newest moment any stored public data was fetched (0 when nothing is stored). */
export function newestDataUpdate(queryClient: QueryClient): number {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[0] !== PRIVATE_QUERY_ROOT && query.state.data !== undefined)
    .reduce((newest, query) => Math.max(newest, query.state.dataUpdatedAt), 0);
}

/** 'Données du 22/11 à 14:05', in the club's time zone whatever the phone's. */
export function dataAgeParts(timestamp: number, timeZone = 'Europe/Brussels') {
  const date = new TZDate(timestamp, timeZone);
  return { day: format(date, 'dd/MM'), time: format(date, 'HH:mm') };
}

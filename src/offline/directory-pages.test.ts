import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { shouldStoreQuery } from './persister';
import type { DirectorySource } from './directory-types';

// The device's copy is faked: complete, and what it holds changes between two reads.
const device = { records: ['Anne', 'Bruno'] };
vi.mock('./directory-store', () => ({
  isComplete: async () => true,
  readAll: async () => [...device.records],
}));

const { directoryPage } = await import('./directory-pages');

const source: DirectorySource<string> = {
  kind: 'members',
  listKey: ['members', 'list'],
  fetchChanges: () => Promise.reject(new Error('not asked')),
  fetchPage: () => Promise.reject(new Error('not asked')),
};
const request = { page: 1, pageSize: 9, q: '' } as unknown as Parameters<typeof directoryPage>[3];

describe('a directory’s page computed on the device', () => {
  it('keeps the list as a query the sync’s news can refetch, never stored with the Query cache', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = await directoryPage(queryClient, source, null, request, (items) => [...items]);
    expect(first.items).toEqual(['Anne', 'Bruno']);

    // A directory's news (app/directories.ts) refetches its list: read again from the device, no error.
    device.records = ['Anne', 'Bruno', 'Chloé'];
    await queryClient.refetchQueries({ queryKey: ['members', 'list'] }, { throwOnError: true });
    expect(queryClient.getQueryData(['members', 'list'])).toEqual(['Anne', 'Bruno', 'Chloé']);

    const query = queryClient.getQueryCache().find({ queryKey: ['members', 'list'] })!;
    expect(shouldStoreQuery(query)).toBe(false);
  });
});

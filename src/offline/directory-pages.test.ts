import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { shouldStoreQuery } from './persister';
import type { DirectorySource } from './directory-types';

// The device's copy is faked: complete (or a first download under way), and what it holds changes between two reads.
const device: { records: string[]; complete: boolean; partial?: { stored: number; expected: number } } = {
  records: ['Anne', 'Bruno'],
  complete: true,
};
vi.mock('./directory-store', () => ({
  isComplete: async () => device.complete,
  partialCopy: async () => device.partial,
  readAll: async () => [...device.records],
}));

const { directoryPage } = await import('./directory-pages');

const source: DirectorySource<string> = {
  kind: 'members',
  listKey: ['members', 'list'],
  fetchChanges: () => Promise.reject(new Error('not asked')),
  streamChanges: () => ({
    [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('not asked')) }),
  }),
  fetchPage: () => Promise.reject(new Error('unreachable')),
  isUnreachable: (error) => error instanceof Error && error.message === 'unreachable',
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

describe('a first download under way, the network gone', () => {
  it('searches the records already on the device and says how many of how many', async () => {
    Object.assign(device, { complete: false, records: ['Anne', 'Bruno', 'Chloé'], partial: { stored: 3, expected: 10 } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const shown = await directoryPage(queryClient, source, null, request, (items) => items.filter((name) => name.startsWith('B')));
    expect(shown).toMatchObject({ items: ['Bruno'], total: 1, partial: { stored: 3, expected: 10 } });
    // Not kept as the list: the next records are read as they arrive.
    expect(queryClient.getQueryData(['members', 'list'])).toBeUndefined();
  });

  it('lets a server’s error through, and the network’s when nothing is on the device yet', async () => {
    Object.assign(device, { complete: false, partial: { stored: 3, expected: 10 } });
    const queryClient = new QueryClient();
    const refused = { ...source, fetchPage: () => Promise.reject(new Error('400')) };
    await expect(directoryPage(queryClient, refused, null, request, (items) => [...items])).rejects.toThrow('400');
    device.partial = undefined;
    await expect(directoryPage(queryClient, source, null, request, (items) => [...items])).rejects.toThrow('unreachable');
  });
});

import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dataAgeParts, newestDataUpdate } from './data-age';

describe('data age', () => {
  it('formats in Brussels time (UTC+1 in November)', () => {
    expect(dataAgeParts(Date.UTC(2026, 10, 22, 13, 5))).toEqual({ day: '22/11', time: '14:05' });
  });
  it('crosses midnight in Brussels, not in UTC', () => {
    expect(dataAgeParts(Date.UTC(2026, 10, 22, 23, 30))).toEqual({ day: '23/11', time: '00:30' });
  });
  it('takes the newest public query and ignores private ones', () => {
    const client = new QueryClient();
    client.setQueryData(['members', 'list'], [], { updatedAt: 1000 });
    client.setQueryData(['events', 'list'], [], { updatedAt: 5000 });
    client.setQueryData(['me', 'profile'], {}, { updatedAt: 9000 });
    expect(newestDataUpdate(client)).toBe(5000);
  });
  it('is 0 with nothing stored', () => {
    expect(newestDataUpdate(new QueryClient())).toBe(0);
  });
});

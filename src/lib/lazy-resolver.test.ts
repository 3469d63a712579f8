import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the checks once, at the first check or on preload, and uses them', async () => {
    const check = vi.fn<Resolver<Values>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => check);
    const resolver = lazyResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    await resolver({ email: 'a@b.be' }, undefined, options);
    await resolver({ email: 'c@d.be' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('tries a failed load again at the next check', async () => {
    const check: Resolver<Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(check);
    const resolver = lazyResolver<Values>(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ email: 'a@b.be' }, undefined, options)).resolves.toEqual({ values: { email: 'a@b.be' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

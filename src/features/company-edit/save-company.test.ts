import { describe, expect, it, vi } from 'vitest';
import { CompanySaveError, saveCompany, type CompanySaveApi, type CompanySaveListener } from './save-company';
import { emptyCompanyValues } from './schema';
import { photosFrom, singleImageFrom } from '@/components/forms/image-files';

const media = (id: number) => ({ id, url: `/uploads/${id}.png`, width: 10, height: 10, alt: null, variants: [] });
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

function setup(overrides: Partial<CompanySaveApi> = {}) {
  const calls: string[] = [];
  let nextMedia = 100;
  const api: CompanySaveApi = {
    createTaxon: vi.fn(async (kind, name) => {
      calls.push(`taxon:${kind}:${name}`);
      return { id: 50, name };
    }),
    createCompany: vi.fn(async (input) => {
      calls.push(`create:${input.sectorIds.join(',')}`);
      return 9;
    }),
    updateCompany: vi.fn(async (id) => {
      calls.push(`update:${id}`);
    }),
    uploadImage: vi.fn(async (target, f) => {
      calls.push(`upload:${target.kind}:${f.name}`);
      return media((nextMedia += 1));
    }),
    deleteFile: vi.fn(async (id) => {
      calls.push(`delete:${id}`);
    }),
    ...overrides,
  };
  const listener: CompanySaveListener = {
    onCompanySaved: vi.fn(),
    onLogoSaved: vi.fn(),
    onPhotoRemoved: vi.fn(),
    onPhotoUploaded: vi.fn(),
    onProgress: vi.fn(),
  };
  return { api, listener, calls };
}

const values = { ...emptyCompanyValues, name: 'ACME', email: 'c@acme.be', phone: '081', sectors: [{ id: null, name: 'Bois' }] };

describe('saveCompany', () => {
  it('creates new tags first, then the company, then the logo and photos one by one', async () => {
    const { api, listener, calls } = setup();
    const id = await saveCompany(
      {
        id: null,
        values: { ...values, numberOfEmployees: '12' },
        logo: { ...singleImageFrom(null), file: file('logo.png') },
        photos: {
          ...photosFrom([]),
          files: [
            { key: 'a', file: file('a.png') },
            { key: 'b', file: file('b.png') },
          ],
        },
        known: { sectors: [], skills: [], services: [] },
      },
      api,
      listener,
    );
    expect(id).toBe(9);
    expect(calls).toEqual([
      'taxon:sectors:Bois',
      'create:50',
      'upload:company-logo:logo.png',
      'upload:company-photo:a.png',
      'upload:company-photo:b.png',
    ]);
    expect(vi.mocked(api.createCompany).mock.calls[0][0].numberOfEmployees).toBe(12);
    expect(listener.onCompanySaved).toHaveBeenCalledWith(9);
    expect(vi.mocked(listener.onProgress).mock.calls).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('updates an existing company and deletes the removed logo and photos', async () => {
    const { api, listener, calls } = setup();
    await saveCompany(
      {
        id: 4,
        values: { ...values, sectors: [{ id: 3, name: 'Bois' }] },
        logo: { saved: media(1), file: null, remove: true },
        photos: { saved: [media(2), media(3)], removedIds: [3], files: [] },
        known: { sectors: [{ id: 3, name: 'Bois' }], skills: [], services: [] },
      },
      api,
      listener,
    );
    expect(calls).toEqual(['update:4', 'delete:1', 'delete:3']);
    expect(listener.onLogoSaved).toHaveBeenCalledWith(null);
    expect(listener.onPhotoRemoved).toHaveBeenCalledWith(3);
  });

  it('reports what was saved before a failed upload, and the new company id with the error', async () => {
    const failure = new Error('upload failed');
    const { api, listener } = setup({
      uploadImage: vi.fn(async (_target, f: File) => {
        if (f.name === 'b.png') throw failure;
        return media(7);
      }),
    });
    const error = await saveCompany(
      {
        id: null,
        values,
        logo: singleImageFrom(null),
        photos: {
          ...photosFrom([]),
          files: [
            { key: 'a', file: file('a.png') },
            { key: 'b', file: file('b.png') },
          ],
        },
        known: { sectors: [], skills: [], services: [] },
      },
      api,
      listener,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CompanySaveError);
    expect((error as CompanySaveError).companyId).toBe(9);
    expect((error as CompanySaveError).cause).toBe(failure);
    expect(listener.onPhotoUploaded).toHaveBeenCalledExactlyOnceWith('a', media(7));
  });

  it('has no company id when the creation itself failed', async () => {
    const { api, listener } = setup({ createCompany: vi.fn(async () => Promise.reject(new Error('400'))) });
    const error = (await saveCompany(
      { id: null, values, logo: singleImageFrom(null), photos: photosFrom([]), known: { sectors: [], skills: [], services: [] } },
      api,
      listener,
    ).catch((e: unknown) => e)) as CompanySaveError;
    expect(error.companyId).toBeNull();
    expect(listener.onCompanySaved).not.toHaveBeenCalled();
  });
});

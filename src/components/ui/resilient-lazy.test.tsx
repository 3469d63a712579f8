import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resilientLazy } from './resilient-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe('resilientLazy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback when the chunk cannot be loaded, then the part once the network is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Part = resilientLazy(load, ({ name }) => <p>Chargement de {name}</p>);

    render(
      <main>
        <h1>La page reste là</h1>
        <Part name="Sophie" />
      </main>,
    );
    // The failed import is caught (and logged) by the part's boundary; its fallback stays in place.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('Chargement de Sophie')).toBeTruthy();
    expect(screen.getByText('La page reste là')).toBeTruthy();
    expect(screen.queryByText('Bonjour Sophie')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Bonjour Sophie')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

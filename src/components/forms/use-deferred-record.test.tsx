import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredRecord } from './use-deferred-record';

function Page({ record, committed }: { record?: { name: string }; committed: string[] }) {
  const { record: shown, drawing } = useDeferredRecord(record);
  const state = shown ? `formulaire de ${shown.name}` : drawing ? 'dessin en cours' : 'rien';
  useLayoutEffect(() => {
    committed.push(state);
  }, [committed, state]);
  return <p>{state}</p>;
}

describe('useDeferredRecord', () => {
  it('first commits the page without the form, then the form in a deferred render, when the record is there at mount', async () => {
    const committed: string[] = [];
    render(<Page record={{ name: 'Sophie' }} committed={committed} />);
    expect(await screen.findByText('formulaire de Sophie')).toBeTruthy();
    expect(committed).toEqual(['dessin en cours', 'formulaire de Sophie']);
  });

  it('says nothing is drawing when there is no record (offline with nothing stored)', () => {
    const committed: string[] = [];
    render(<Page committed={committed} />);
    expect(screen.getByText('rien')).toBeTruthy();
    expect(committed).toEqual(['rien']);
  });
});

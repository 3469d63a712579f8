import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, Input } from './index';

// The design's field ties its parts as Chakra's did: the label names the input, the help line and the error
// describe it — what a screen reader says, and what the e2e tests find fields by.
describe('Field', () => {
  it('names its input by the label and describes it by the help line, then by the error too', () => {
    const { rerender } = render(
      <Field.Root>
        <Field.Label>Nom</Field.Label>
        <Input />
        <Field.HelperText>Ton nom complet</Field.HelperText>
      </Field.Root>,
    );
    const input = screen.getByRole('textbox', { name: 'Nom' });
    // A group around label, control and messages, as Chakra's (Ark's) field root.
    expect(screen.getByRole('group').contains(input)).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Ton nom complet').id);
    expect(input.getAttribute('aria-invalid')).toBeNull();

    rerender(
      <Field.Root invalid required>
        <Field.Label>Nom</Field.Label>
        <Input />
        <Field.HelperText>Ton nom complet</Field.HelperText>
        <Field.ErrorText>Le nom est obligatoire</Field.ErrorText>
      </Field.Root>,
    );
    const ids = input.getAttribute('aria-describedby')?.split(' ');
    expect(ids).toEqual([screen.getByText('Ton nom complet').id, screen.getByText('Le nom est obligatoire').id]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
  });

  it('keeps an id the control was given (react-select’s input, a form’s own ids)', () => {
    render(
      <Field.Root ids={{ control: 'skills' }}>
        <Field.Label>Compétences</Field.Label>
        <input id="skills" />
      </Field.Root>,
    );
    expect(screen.getByText('Compétences').getAttribute('for')).toBe('skills');
  });
});

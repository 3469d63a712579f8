import { describe, expect, it } from 'vitest';
import { companySchema, companyValuesFrom, emptyCompanyValues, employeesNumber } from './schema';

function fieldMessages(values: unknown) {
  const result = companySchema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('company schema', () => {
  it('requires Name, Email and Phone with the spec messages', () => {
    expect(fieldMessages(emptyCompanyValues)).toEqual({
      name: 'ce champs est obligatoire',
      email: 'ce champs est obligatoire',
      phone: 'ce champs est obligatoire',
    });
  });

  it('checks the e-mail shape', () => {
    const values = { ...emptyCompanyValues, name: 'ACME', email: 'contact@acme', phone: '081 22 33 44' };
    expect(fieldMessages(values)).toEqual({ email: 'Entrez une adresse mail valide' });
    expect(companySchema.safeParse({ ...values, email: 'contact@acme.be' }).success).toBe(true);
  });

  it('takes the number of employees as a whole number or nothing', () => {
    const values = { ...emptyCompanyValues, name: 'ACME', email: 'c@acme.be', phone: '081' };
    expect(fieldMessages({ ...values, numberOfEmployees: '2.5' })).toEqual({ numberOfEmployees: 'Entre un nombre entier positif' });
    expect(employeesNumber('')).toBeNull();
    expect(employeesNumber(' 12 ')).toBe(12);
  });

  it('maps a saved company to the form values', () => {
    const values = companyValuesFrom({
      id: 4,
      name: 'ACME',
      email: 'c@acme.be',
      phone: '081',
      about: '',
      country: '',
      city: '',
      numberOfEmployees: 7,
      website: '',
      linkedinUrl: '',
      videoUrl: '',
      logo: null,
      photos: [],
      sectors: [{ id: 2, name: 'Bois' }],
      skills: [],
      services: [],
      memberIds: [1],
    });
    expect(values.numberOfEmployees).toBe('7');
    expect(values.sectors).toEqual([{ id: 2, name: 'Bois' }]);
    expect(companySchema.safeParse(values).success).toBe(true);
  });
});

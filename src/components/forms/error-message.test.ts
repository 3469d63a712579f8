import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { GENERIC_ERROR, OFFLINE_ERROR, formErrorMessage } from './error-message';

describe('formErrorMessage', () => {
  it("shows the server's own message (the club's refusals are French)", () => {
    expect(formErrorMessage(new ApiError('Cette adresse e-mail ne peut pas être utilisée pour ce compte.', 400))).toBe(
      'Cette adresse e-mail ne peut pas être utilisée pour ce compte.',
    );
  });
  it('says Strapi’s English defaults in French', () => {
    expect(formErrorMessage(new ApiError('Forbidden', 403))).toBe('Tu n’as pas le droit de faire cette modification.');
    expect(formErrorMessage(new ApiError('Too many requests, please try again later.', 429))).toMatch(/^Trop de tentatives/);
  });
  it("falls back to 'Something went wrong!'", () => {
    expect(formErrorMessage(new Error('x'))).toBe(GENERIC_ERROR);
    expect(formErrorMessage(new ApiError('', 500))).toBe(GENERIC_ERROR);
    expect(formErrorMessage(new ApiError('Internal Server Error', 500))).toBe(GENERIC_ERROR);
  });
  it('says when the network was missing', () => {
    expect(formErrorMessage(new ApiError('Network unavailable', 0))).toBe(OFFLINE_ERROR);
  });
});

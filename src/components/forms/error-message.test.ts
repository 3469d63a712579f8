import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { GENERIC_ERROR, OFFLINE_ERROR, formErrorMessage } from './error-message';

describe('formErrorMessage', () => {
  it("shows the server's message", () => {
    expect(formErrorMessage(new ApiError('Email or Username are already taken', 400))).toBe('Email or Username are already taken');
  });
  it("falls back to 'Something went wrong!'", () => {
    expect(formErrorMessage(new Error('x'))).toBe(GENERIC_ERROR);
    expect(formErrorMessage(new ApiError('', 500))).toBe(GENERIC_ERROR);
  });
  it('says when the network was missing', () => {
    expect(formErrorMessage(new ApiError('Network unavailable', 0))).toBe(OFFLINE_ERROR);
  });
});

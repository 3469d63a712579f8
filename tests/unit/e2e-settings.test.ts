// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLUB_TIME_ZONE } from '@club/contract';
import { CLUB_TIME_ZONE as E2E_TIME_ZONE } from '../../playwright.config';

describe('the end-to-end settings', () => {
  it('run the browser in the club’s time zone, the contract’s', () => {
    expect(E2E_TIME_ZONE).toBe(CLUB_TIME_ZONE);
  });
});

// @vitest-environment node
// The contract (@club/contract) and Strapi's content-type schemas say some things twice, because a schema is JSON
// that Strapi reads as it is: these tests keep the two in step.
import { describe, expect, it } from 'vitest';
import {
  COMPANY_WRITABLE_ATTRIBUTES,
  CONTACT_VISIBILITIES,
  DEFAULT_CONTACT_VISIBILITY,
  MEMBER_EDITABLE_TEXTS,
  MEMBER_TEXT_FIELDS,
  NAME_MAX_LENGTH,
} from '@club/contract';
import memberSchema from '../../backend/src/api/member/content-types/member/schema.json';
import companySchema from '../../backend/src/api/company/content-types/company/schema.json';

describe('the contract and the content types', () => {
  it('a member stores the privacy choices of the contract, private, with its default', () => {
    for (const field of ['PhoneVisibility', 'EmailVisibility'] as const) {
      const attribute = memberSchema.attributes[field];
      expect(attribute.enum).toEqual([...CONTACT_VISIBILITIES]);
      expect(attribute.default).toBe(DEFAULT_CONTACT_VISIBILITY);
      expect(attribute.private).toBe(true);
    }
  });

  it('a member’s Name holds the longest name the registration accepts', () => {
    expect(memberSchema.attributes.Name.maxLength).toBe(NAME_MAX_LENGTH);
  });

  it('every attribute a client may write exists on its type', () => {
    const memberAttributes = Object.keys(MEMBER_EDITABLE_TEXTS).map((key) => MEMBER_TEXT_FIELDS[key as keyof typeof MEMBER_EDITABLE_TEXTS]);
    for (const attribute of memberAttributes) expect(memberSchema.attributes).toHaveProperty(attribute);
    for (const attribute of COMPANY_WRITABLE_ATTRIBUTES) expect(companySchema.attributes).toHaveProperty(attribute);
    expect(COMPANY_WRITABLE_ATTRIBUTES).not.toContain('members');
    expect(COMPANY_WRITABLE_ATTRIBUTES).not.toContain('creator');
  });
});

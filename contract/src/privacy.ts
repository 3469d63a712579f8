// Who may see a member's phone and e-mail: the three choices of 'Confidentialité', and what an unset one means.
// The server enforces them (backend/src/api/member/services/privacy.ts); the profile form offers them; the member
// type's schema (backend/src/api/member/content-types/member/schema.json) lists the same values, checked by
// tests/unit/member-privacy.test.ts.

export const CONTACT_VISIBILITIES = ['everyone', 'members', 'nobody'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

/** What an unset setting means: signed-in members only (privacy by default, GDPR art. 25). */
export const DEFAULT_CONTACT_VISIBILITY: ContactVisibility = 'members';

export const isContactVisibility = (value: unknown): value is ContactVisibility =>
  (CONTACT_VISIBILITIES as readonly unknown[]).includes(value);

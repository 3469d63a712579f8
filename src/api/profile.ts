import { MEMBER_EDITABLE_TEXTS, MEMBER_TEXT_FIELDS, type MemberEditableKey } from '@club/contract';
import { apiRequest } from './client';
import type { MemberPrivacy } from './types';

/** What the profile form saves: the contract's editable texts, and the relations as ids. */
export interface MemberInput extends Record<MemberEditableKey, string> {
  sectorIds: number[];
  skillIds: number[];
  /** Sent only when known: a form that never received the settings must not reset them. */
  privacy?: MemberPrivacy;
}

/** Each editable text under its attribute: one line trimmed, a longer text ('À propos de moi') as typed. */
function editableTexts(input: MemberInput): Record<string, string> {
  return Object.fromEntries(
    Object.entries(MEMBER_EDITABLE_TEXTS).map(([key, kind]) => {
      const value = input[key as MemberEditableKey];
      return [MEMBER_TEXT_FIELDS[key as MemberEditableKey], kind === 'line' ? value.trim() : value];
    }),
  );
}

export async function updateMember(id: number, input: MemberInput): Promise<void> {
  await apiRequest<unknown>(`/api/members/${id}`, {
    method: 'PUT',
    body: {
      data: {
        ...editableTexts(input),
        sectors: input.sectorIds,
        skills: input.skillIds,
        ...(input.privacy && {
          PhoneVisibility: input.privacy.phone,
          EmailVisibility: input.privacy.email,
          HiddenFromDirectory: input.privacy.hiddenFromDirectory,
        }),
      },
    },
  });
}

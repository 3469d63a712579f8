import { apiRequest } from './client';
import type { MemberPrivacy } from './types';

/** What the profile form saves (relations as ids). */
export interface MemberInput {
  name: string;
  email: string;
  phone: string;
  aboutMe: string;
  country: string;
  city: string;
  linkedinUrl: string;
  profession: string;
  presentationUrl: string;
  sectorIds: number[];
  skillIds: number[];
  /** Sent only when known: a form that never received the settings must not reset them. */
  privacy?: MemberPrivacy;
}

export async function updateMember(id: number, input: MemberInput): Promise<void> {
  await apiRequest<unknown>(`/api/members/${id}`, {
    method: 'PUT',
    body: {
      data: {
        Name: input.name.trim(),
        Email: input.email.trim(),
        Phone: input.phone.trim(),
        AboutMe: input.aboutMe,
        Country: input.country.trim(),
        City: input.city.trim(),
        LinkedinProfileURL: input.linkedinUrl.trim(),
        Profession: input.profession.trim(),
        MemberPresentationURL: input.presentationUrl.trim(),
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

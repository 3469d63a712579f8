import * as z from 'zod/mini';
import { CONTACT_VISIBILITIES, DEFAULT_CONTACT_VISIBILITY } from '@club/contract';
import type { Member, MemberPrivacy } from '@/api/types';
import { optionalNewPassword, requiredEmail, requiredPhone, requiredText } from '@/lib/form-validation';
import { tagsFromTaxa } from '@/lib/tags';

const tag = z.object({ id: z.nullable(z.number()), name: z.string() });
const visibility = z.enum(CONTACT_VISIBILITIES);

// Spec §5: Name, Email and Phone required (non-empty after trim), e-mail shaped; the rest free.
export const profileSchema = z.object({
  name: requiredText(),
  email: requiredEmail(),
  phone: requiredPhone(),
  aboutMe: z.string(),
  country: z.string(),
  city: z.string(),
  linkedinUrl: z.string(),
  profession: z.string(),
  presentationUrl: z.string(),
  languages: z.string(),
  skills: z.array(tag),
  sectors: z.array(tag),
  /** Optional new password: changed only when set. */
  password: optionalNewPassword(),
  /** Asked for by the server when the e-mail or the password changes. */
  currentPassword: z.string(),
  // 'Confidentialité': who sees the phone and the e-mail; hidden from the directory.
  phoneVisibility: visibility,
  emailVisibility: visibility,
  hiddenFromDirectory: z.boolean(),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export function profileValuesFrom(member: Member): ProfileValues {
  return {
    name: member.name,
    email: member.email,
    phone: member.phone,
    aboutMe: member.aboutMe,
    country: member.country,
    city: member.city,
    linkedinUrl: member.linkedinUrl,
    profession: member.profession,
    presentationUrl: member.presentationUrl,
    // A copy kept on the device from before the field existed has none.
    languages: member.languages ?? '',
    skills: tagsFromTaxa(member.skills),
    sectors: tagsFromTaxa(member.sectors),
    password: '',
    currentPassword: '',
    // Signed-in members only (the server's default, privacy by default) until the member's own settings arrive.
    phoneVisibility: member.privacy?.phone ?? DEFAULT_CONTACT_VISIBILITY,
    emailVisibility: member.privacy?.email ?? DEFAULT_CONTACT_VISIBILITY,
    hiddenFromDirectory: member.privacy?.hiddenFromDirectory ?? false,
  };
}

/** The settings to save, or undefined when they were never loaded nor touched (they must not be reset). */
export function privacyToSave(
  values: Pick<ProfileValues, 'phoneVisibility' | 'emailVisibility' | 'hiddenFromDirectory'>,
  known: boolean,
  touched: boolean,
): MemberPrivacy | undefined {
  if (!known && !touched) return undefined;
  return { phone: values.phoneVisibility, email: values.emailVisibility, hiddenFromDirectory: values.hiddenFromDirectory };
}

/** What changes on the account (users-permissions): the e-mail only if changed, the password only if set. */
export function accountChanges(values: Pick<ProfileValues, 'email' | 'password'>, currentEmail: string) {
  const changes: { email?: string; password?: string } = {};
  const email = values.email.trim();
  if (email.toLowerCase() !== currentEmail.trim().toLowerCase()) changes.email = email;
  if (values.password !== '') changes.password = values.password;
  return changes;
}

/** A change of e-mail or password needs the current password (the server asks for it). */
export const needsCurrentPassword = (values: Pick<ProfileValues, 'email' | 'password'>, currentEmail: string) =>
  Object.keys(accountChanges(values, currentEmail)).length > 0;

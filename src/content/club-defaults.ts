// Neutral defaults of the club's identity. Shared by the app (src/content/club.ts) and the build
// (manifest, tab title); every value can be overridden by a VITE_CLUB_* environment variable.
export const clubDefaults = {
  name: 'Entrepreneurs Belges',
  shortName: 'CEB',
  email: 'contact@club-entrepreneurs.be',
  phone: '+32 470 00 00 00',
  whatsapp: '+32 470 00 00 00',
  linkedinGroupUrl: 'https://www.linkedin.com/groups/',
  linkedinPageUrl: 'https://www.linkedin.com/company/',
  instagramUrl: 'https://www.instagram.com/',
  openingHours: '09:00 am - 06:00 pm',
} as const;

export type ClubIdentity = { -readonly [K in keyof typeof clubDefaults]: string };

/** Reads the identity from an environment object (import.meta.env or process.env). */
export function clubFromEnv(env: Record<string, string | undefined>): ClubIdentity {
  const pick = (key: string, fallback: string) => env[key]?.trim() || fallback;
  return {
    name: pick('VITE_CLUB_NAME', clubDefaults.name),
    shortName: pick('VITE_CLUB_SHORT_NAME', clubDefaults.shortName),
    email: pick('VITE_CLUB_EMAIL', clubDefaults.email),
    phone: pick('VITE_CLUB_PHONE', clubDefaults.phone),
    whatsapp: pick('VITE_CLUB_WHATSAPP', clubDefaults.whatsapp),
    linkedinGroupUrl: pick('VITE_CLUB_LINKEDIN_GROUP_URL', clubDefaults.linkedinGroupUrl),
    linkedinPageUrl: pick('VITE_CLUB_LINKEDIN_PAGE_URL', clubDefaults.linkedinPageUrl),
    instagramUrl: pick('VITE_CLUB_INSTAGRAM_URL', clubDefaults.instagramUrl),
    openingHours: clubDefaults.openingHours,
  };
}

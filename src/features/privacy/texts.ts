// The 'Confidentialité' page's own words (its body is in content/privacy-policy.ts).
export const privacyTexts = {
  title: 'Confidentialité',
  intro: 'Ce que le club fait de tes données, en clair.',
  description: 'Ce que le club conserve à ton sujet, pourquoi, qui le voit, combien de temps, et comment exercer tes droits (RGPD).',
  contact: 'Écrire au club',
} as const;

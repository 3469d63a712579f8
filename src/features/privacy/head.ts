import type { PageHead } from '@/lib/page-head';
import { privacyTexts } from './texts';

export const privacyHead = (): PageHead => ({
  title: privacyTexts.title,
  description: privacyTexts.description,
  path: '/confidentialite',
});

import type { PageHead } from '@/lib/page-head';
import { photosTexts } from './texts';

export const photosHead = (): PageHead => ({
  title: photosTexts.title,
  description: 'Les photos des précédents événements du club.',
  path: '/photos',
});

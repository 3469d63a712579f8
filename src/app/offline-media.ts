import type { ClubEvent, Company, Media, Member, Photo } from '@/api/types';

/** The rendition stored for offline use: the smallest that still fills a card (≥ 240 px wide). */
export function offlineRendition(media: Media | null | undefined): string | null {
  if (!media) return null;
  const fitting = media.variants.find((variant) => variant.width >= 240);
  return (fitting ?? media.variants[media.variants.length - 1])?.url ?? media.url;
}

/** Every member photo, company logo, event image and gallery photo: one URL each, no duplicates. */
export function collectOfflineImages(data: {
  members?: Member[];
  companies?: Company[];
  events?: ClubEvent[];
  photos?: Photo[];
}): string[] {
  const urls = [
    ...(data.members ?? []).map((member) => offlineRendition(member.photo)),
    ...(data.companies ?? []).map((company) => offlineRendition(company.logo)),
    ...(data.events ?? []).map((event) => offlineRendition(event.image)),
    ...(data.photos ?? []).map((photo) => offlineRendition(photo)),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/HomePage';
import { InstallOffer } from '@/features/pwa/components/InstallOffer';
import { membersTeaserQueryOptions } from '@/features/home/queries';
import { photosPageQueryOptions } from '@/features/photos/queries';
import { HOME_GALLERY_MAX } from '@/features/home/home-gallery';
import { nextEventQueryOptions } from '@/features/events/queries';
import { preloadQuery } from '@/offline/preload-query';
import { club } from '@/content/club';
import { homeHead } from '@/features/home/head';
import { routeHead } from './-route-helpers';

export const Route = createFileRoute('/')({
  staticData: { menu: 'home' },
  // The banner needs no data: start the fetches but never hold the home page for them
  // (the members and photo sections keep their boxes while they load).
  // On the server the page is sent whole (crawlers and previewers run no JavaScript): it waits for them there.
  loader: async ({ context: { queryClient } }) => {
    const loads = Promise.all([
      preloadQuery(queryClient, membersTeaserQueryOptions(queryClient)),
      preloadQuery(queryClient, photosPageQueryOptions(queryClient, 1, HOME_GALLERY_MAX)),
      preloadQuery(queryClient, nextEventQueryOptions(queryClient)),
    ]);
    if (import.meta.env.SSR) await loads;
  },
  head: ({ match }) => routeHead(homeHead(club.name), match.context),
  component: () => <HomePage installOffer={<InstallOffer />} />,
});

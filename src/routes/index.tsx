import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/HomePage';
import { InstallOffer } from '@/features/pwa/components/InstallOffer';
import { membersTeaserQueryOptions } from '@/features/home/queries';
import { eventPhotosQueryOptions } from '@/features/photos/queries';
import { nextEventQueryOptions } from '@/features/events/queries';
import { preloadQuery } from '@/offline/preload-query';

export const Route = createFileRoute('/')({
  staticData: { menu: 'home' },
  // The banner needs no data: start the fetches but never hold the home page for them
  // (the members and photo sections keep their boxes while they load).
  loader: ({ context: { queryClient } }) => {
    void preloadQuery(queryClient, membersTeaserQueryOptions(queryClient));
    void preloadQuery(queryClient, eventPhotosQueryOptions());
    void preloadQuery(queryClient, nextEventQueryOptions(queryClient));
  },
  component: () => <HomePage installOffer={<InstallOffer />} />,
});

import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/privacy/components/PrivacyPage';
import { privacyHead } from '@/features/privacy/head';
import { routeHead } from './-route-helpers';

// Static and public: rendered on the server like the other public pages, listed in the sitemap.
export const Route = createFileRoute('/confidentialite')({
  head: ({ match }) => routeHead(privacyHead(), match.context),
  component: PrivacyPage,
});

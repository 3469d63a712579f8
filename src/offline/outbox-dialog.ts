import { createAppDialog } from '@/lib/app-dialog';

// One 'À envoyer' dialog for the whole app, opened from the header badge, the avatar menu or a page.
const outboxDialog = createAppDialog();

export const openOutbox = outboxDialog.open;
export const closeOutbox = outboxDialog.close;
export const useOutboxOpen = outboxDialog.useIsOpen;

import { createAppDialog } from '@/lib/app-dialog';

// One 'Disponible hors ligne' dialog for the whole app, opened from any menu.
const offlineDownloadDialog = createAppDialog();

export const openOfflineDownload = offlineDownloadDialog.open;
export const closeOfflineDownload = offlineDownloadDialog.close;
export const useOfflineDownloadOpen = offlineDownloadDialog.useIsOpen;

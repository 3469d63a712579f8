import { closeOfflineDownload, openOfflineDownload, useOfflineDownloadOpen } from '../offline-download-store';
import { OfflineDownloadDialog } from './OfflineDownloadDialog';

/** Mounted once in the layout; menus open it with openOfflineDownload(). */
export function OfflineDownload() {
  const open = useOfflineDownloadOpen();
  return <OfflineDownloadDialog open={open} onOpenChange={(next) => (next ? openOfflineDownload() : closeOfflineDownload())} />;
}

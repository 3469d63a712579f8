import { useState } from 'react';
import { resilientLazy } from '@/components/ui/resilient-lazy';
import type { OfflineDownloader } from '@/offline/offline-download';
import { closeOfflineDownload, openOfflineDownload, useOfflineDownloadOpen } from '@/offline/offline-download-dialog';

// The dialog (and its focus trap) loads the first time a menu opens it, not with every page.
const OfflineDownloadDialog = resilientLazy<{ open: boolean; onOpenChange: (open: boolean) => void; download: OfflineDownloader }>(
  () => import('./OfflineDownloadDialog').then((module) => ({ default: module.OfflineDownloadDialog })),
  () => null,
);

/** Mounted once in the layout (which says how to download); menus open it with openOfflineDownload(). */
export function OfflineDownload({ download }: { download: OfflineDownloader }) {
  const open = useOfflineDownloadOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OfflineDownloadDialog
      open={open}
      onOpenChange={(next) => (next ? openOfflineDownload() : closeOfflineDownload())}
      download={download}
    />
  );
}

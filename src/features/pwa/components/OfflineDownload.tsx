import { lazy, Suspense, useState } from 'react';
import { closeOfflineDownload, openOfflineDownload, useOfflineDownloadOpen } from '../offline-download-store';

// The dialog (and its focus trap) loads the first time a menu opens it, not with every page.
const OfflineDownloadDialog = lazy(() => import('./OfflineDownloadDialog').then((module) => ({ default: module.OfflineDownloadDialog })));

/** Mounted once in the layout; menus open it with openOfflineDownload(). */
export function OfflineDownload() {
  const open = useOfflineDownloadOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OfflineDownloadDialog open={open} onOpenChange={(next) => (next ? openOfflineDownload() : closeOfflineDownload())} />
    </Suspense>
  );
}

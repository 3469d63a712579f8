import type { ReactNode } from 'react';
import { Box, Button, Drawer, Stack } from '@/components/design';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/session/use-session';
import { logout } from '@/features/auth/logout';
import { InstallButton } from '@/features/pwa/components/InstallButton';
import { openOfflineDownload } from '@/offline/offline-download-dialog';
import { offlineDownloadTexts } from '@/features/pwa/texts';
import { OfflineReadinessStatus } from '@/features/pwa/components/OfflineReadinessStatus';
import { headerTexts } from './menu';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The main menu's links, drawn by the header. */
  links: ReactNode;
}

/**
 * The small screens' menu drawer, on the browser's modal dialog (design/drawer.tsx). Its module (with the logout
 * and the offline download it starts) is preloaded by the header at the first idle moment.
 */
export default function MobileMenu({ open, onOpenChange, links }: MobileMenuProps) {
  const { user, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = () => onOpenChange(false);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Menu" closeLabel="Fermer le menu" data-testid="mobile-menu">
      <Stack as="nav" aria-label="Menu mobile" gap="1">
        {links}
        <Button
          variant="ghost"
          justifyContent="flex-start"
          px="0"
          onClick={() => {
            close();
            openOfflineDownload();
          }}
        >
          {offlineDownloadTexts.menuItem}
        </Button>
        <OfflineReadinessStatus color="gray.700" mt="-1" mb="1" />
        <InstallButton size="md" />
        {!(isAuthenticated && user) && (
          <>
            <Box asChild py="2" fontWeight="semibold">
              <Link to="/login" onClick={close}>
                {headerTexts.login}
              </Link>
            </Box>
            <Box asChild py="2" fontWeight="semibold" color="brand.accent">
              <Link to="/register" onClick={close} data-testid="menu-register">
                {headerTexts.register}
              </Link>
            </Box>
          </>
        )}
        {isAuthenticated && user && (
          <>
            {user.memberId !== null && (
              <>
                <Box asChild py="2" fontWeight="semibold">
                  <Link to="/members-detail-edit/$id" params={{ id: user.memberId }} onClick={close}>
                    {headerTexts.myProfile}
                  </Link>
                </Box>
                <Box asChild py="2" fontWeight="semibold">
                  <Link to="/member-societe/$memberId" params={{ memberId: user.memberId }} onClick={close}>
                    {headerTexts.myCompanies}
                  </Link>
                </Box>
              </>
            )}
            <Box asChild py="2" fontWeight="semibold">
              <Link to="/mes-evenements" onClick={close}>
                {headerTexts.myEvents}
              </Link>
            </Box>
            <Button
              variant="outline"
              onClick={() => {
                close();
                logout(queryClient);
                void navigate({ to: '/' });
              }}
            >
              {headerTexts.logout}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}

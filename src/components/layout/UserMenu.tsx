import { Avatar, Button, Menu, Portal } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/api/types';
import { logout } from '@/features/auth/logout';
import { openOfflineDownload } from '@/features/pwa/offline-download-store';
import { offlineDownloadTexts } from '@/features/pwa/texts';

export function initialsOf(username: string) {
  return username.trim().slice(0, 2).toUpperCase();
}

/** The round avatar of a signed-in member and its menu (spec §2 Header). */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const memberId = String(user.memberId ?? '');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="plain" p="0" aria-label={`Menu de ${user.username}`} data-testid="user-avatar">
          <Avatar.Root size="md" bg="brand.accent" color="white">
            <Avatar.Fallback>{initialsOf(user.username)}</Avatar.Fallback>
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="profile" asChild>
              <Link to="/members-detail-edit/$id" params={{ id: memberId }}>
                Profil
              </Link>
            </Menu.Item>
            <Menu.Item value="companies" asChild>
              <Link to="/member-societe/$memberId" params={{ memberId }}>
                Société(s)
              </Link>
            </Menu.Item>
            <Menu.Item value="offline" onSelect={openOfflineDownload}>
              {offlineDownloadTexts.menuItem}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="logout"
              onSelect={() => {
                logout(queryClient);
                void navigate({ to: '/' });
              }}
            >
              Se déconnecter
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { useState } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/session/session';
import { logout } from '@/features/auth/logout';
import { openOfflineDownload } from '@/offline/offline-download-dialog';
import { offlineDownloadTexts } from '@/features/pwa/texts';
import { MemberQrDialog } from '@/features/members/components/MemberQrDialog';
import { membersTexts } from '@/features/members/texts';
import { openOutbox } from '@/offline/outbox-dialog';
import { outboxTexts } from '@/features/outbox/texts';
import { ChakraScope } from '@/components/overlays/ChakraScope';
import { AvatarButton } from './AvatarButton';
import { initialsOf } from './initials';
import { headerTexts } from './menu';

export { initialsOf };

/** The round avatar of a signed-in member (a design component) and its menu (Chakra's, loaded on demand). */
export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { memberId } = user;
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <ChakraScope>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <AvatarButton user={user} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              {memberId !== null && (
                <>
                  <Menu.Item value="profile" asChild>
                    <Link to="/members-detail-edit/$id" params={{ id: memberId }}>
                      {headerTexts.profile}
                    </Link>
                  </Menu.Item>
                  <Menu.Item value="companies" asChild>
                    <Link to="/member-societe/$memberId" params={{ memberId }}>
                      {headerTexts.companies}
                    </Link>
                  </Menu.Item>
                </>
              )}
              <Menu.Item value="my-events" asChild>
                <Link to="/mes-evenements">{headerTexts.myEvents}</Link>
              </Menu.Item>
              {user.memberId !== null && (
                <Menu.Item value="qr-code" onSelect={() => setQrOpen(true)}>
                  {membersTexts.qr.menuItem}
                </Menu.Item>
              )}
              <Menu.Item value="outbox" onSelect={openOutbox}>
                {outboxTexts.menuItem}
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
                {headerTexts.logout}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {user.memberId !== null && <MemberQrDialog open={qrOpen} onOpenChange={setQrOpen} memberId={user.memberId} name={user.name} />}
    </ChakraScope>
  );
}

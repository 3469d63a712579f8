import { forwardRef, type ComponentProps } from 'react';
import { Avatar, Button } from '@/components/design';
import type { SessionUser } from '@/session/session';
import { initialsOf } from './initials';

type AvatarButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & { user: SessionUser };

/**
 * The round avatar of a signed-in member (spec §2 Header), drawn with the design components: the header draws it
 * from the server on, and the menu loaded after hydration (UserMenu) makes the same button its trigger.
 */
export const AvatarButton = forwardRef<HTMLButtonElement, AvatarButtonProps>(function AvatarButton({ user, ...props }, ref) {
  const initials = initialsOf(user.name);
  return (
    <Button ref={ref} variant="plain" p="0" aria-label={`${initials}, menu de ${user.name}`} data-testid="user-avatar" {...props}>
      <Avatar.Root size="md" bg="brand.accent" color="white">
        <Avatar.Fallback>{initials}</Avatar.Fallback>
      </Avatar.Root>
    </Button>
  );
});

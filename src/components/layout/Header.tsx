import { useEffect, useState } from 'react';
import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@/api/types';
import { useSession } from '@/features/auth/use-session';
import { restoreSession } from '@/api/session';
import { Logo } from './Logo';
import { initialsOf } from './initials';
import { mainMenu } from './menu';
import { useActiveMenu } from './use-active-menu';
import { InstallButton } from '@/features/pwa/components/InstallButton';
import { Outbox, preloadOutboxDialog } from '@/features/outbox/components/Outbox';
import { resilientLazy } from '@/components/ui/resilient-lazy';

// The drawer and the avatar's menu (focus trap, positioning: ≈ 25 KB gzip) load when first needed.
// Offline before the service worker stored them, the avatar stays a plain circle and the drawer does not open.
const MobileMenu = resilientLazy(() => import('./MobileMenu'), () => null);
const UserMenu = resilientLazy<{ user: SessionUser }>(
  () => import('./UserMenu').then((module) => ({ default: module.UserMenu })),
  ({ user }) => <AvatarPlaceholder initials={initialsOf(user.username)} />,
);

/** Fixed once the page has scrolled more than this many pixels (spec §9). */
export const FIXED_HEADER_THRESHOLD = 5;

function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** The avatar's place while its menu loads (same size: nothing moves). */
function AvatarPlaceholder({ initials }: { initials: string }) {
  return (
    <Box w="10" h="10" borderRadius="full" bg="brand.accent" color="white" display="grid" placeItems="center" fontSize="sm" aria-hidden="true">
      {initials}
    </Box>
  );
}

export function Header() {
  const active = useActiveMenu();
  const { user, isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const fixed = useScrolledPast(FIXED_HEADER_THRESHOLD);
  const onHome = active === 'home';

  // On mount the header checks the stored session; with no token it logs out (spec §2).
  useEffect(() => {
    restoreSession();
  }, []);

  useEffect(() => {
    if (isAuthenticated) preloadOutboxDialog();
  }, [isAuthenticated]);

  const navLinks = (direction: 'row' | 'column') =>
    mainMenu.map((item) => {
      const current = item.key === active;
      const onDark = direction === 'row' && onHome && !fixed;
      return (
        <Box
          key={item.key}
          asChild
          px={direction === 'row' ? '3' : '0'}
          py="2"
          fontWeight="bold"
          fontSize="sm"
          letterSpacing="wide"
          // On the home page's navy header the accent red is too dark (2.4:1): the current item is gold there.
          color={current ? (onDark ? 'brand.gold' : 'brand.accent') : onDark ? 'white' : 'brand.navy'}
          borderBottom={direction === 'row' ? '2px solid' : undefined}
          borderColor={current ? (onDark ? 'brand.gold' : 'brand.accent') : 'transparent'}
          _hover={{ color: 'brand.accent' }}
        >
          <Link to={item.to} aria-current={current ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
            {item.label}
          </Link>
        </Box>
      );
    });

  return (
    <>
      {/* Keeps the page from jumping when the header leaves the flow. */}
      {fixed && <Box h={{ base: '16', md: '20' }} aria-hidden="true" />}
      <Box
        as="header"
        position={fixed ? 'fixed' : 'relative'}
        top="0"
        insetX="0"
        zIndex="sticky"
        bg={onHome && !fixed ? 'brand.navy' : 'white'}
        boxShadow={fixed ? 'md' : 'xs'}
        data-fixed={fixed ? 'true' : 'false'}
        data-testid="site-header"
      >
        <Container maxW="7xl">
          <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
            <Link to="/">
              <Logo variant={onHome && !fixed ? 'white' : 'dark'} />
            </Link>
            <HStack as="nav" aria-label="Menu principal" gap="1" display={{ base: 'none', lg: 'flex' }}>
              {navLinks('row')}
            </HStack>
            <HStack gap="3">
              <Box display={{ base: 'none', md: 'block' }}>
                <InstallButton />
              </Box>
              <Outbox color={onHome && !fixed ? 'white' : 'brand.navy'} />
              {isAuthenticated && user ? (
                <UserMenu user={user} />
              ) : (
                <Button asChild colorPalette="red" bg="brand.accent" size={{ base: 'sm', md: 'md' }}>
                  <Link to="/login">Connexion</Link>
                </Button>
              )}
              <Button
                display={{ base: 'inline-flex', lg: 'none' }}
                variant="outline"
                size="sm"
                color={onHome && !fixed ? 'white' : 'brand.navy'}
                aria-label="Ouvrir le menu"
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuLoaded(true);
                  setMenuOpen(true);
                }}
              >
                ☰
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      {menuLoaded && (
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} links={navLinks('column')} />
      )}
    </>
  );
}

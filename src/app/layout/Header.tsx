import { useEffect, useRef, useState } from 'react';
import { Box, Button, Container, Flex, HStack } from '@/components/design';
import { Link } from '@tanstack/react-router';
import type { SessionUser } from '@/session/session';
import { useSession } from '@/session/use-session';
import { restoreSession } from '@/session/session';
import { Logo } from './Logo';
import { AvatarButton } from './AvatarButton';
import { headerTexts, mainMenu } from './menu';
import { useActiveMenu } from './use-active-menu';
import { useToastsBelowHeader } from './toasts-below-header';
import { InstallButton } from '@/features/pwa/components/InstallButton';
import { Outbox, preloadOutboxDialog } from '@/features/outbox/components/Outbox';
import { resilientLazy } from '@/components/ui/resilient-lazy';
import { UntilSessionKnown } from '@/components/ui/UntilSessionKnown';
import { pageHydrated } from '@/lib/page-hydrated';

// The drawer (the browser's <dialog>, with the logout and offline download it starts) and the avatar's menu (Chakra's,
// with its positioning) are not in a first visit's download: the drawer's code comes at the first idle moment,
// the avatar's as soon as someone is signed in. Until the menu's code is there the avatar
// is a button of its own: a tap asks for the code and the menu opens when it arrives (a first tap was lost).
const loadMobileMenu = () => import('./MobileMenu');
const preloadMobileMenu = () => {
  loadMobileMenu().catch(() => {
    // Offline before the service worker stored it: tried again when the menu opens.
  });
};
const MobileMenu = resilientLazy(loadMobileMenu, () => null);
const loadUserMenu = () => import('./UserMenu');
const preloadUserMenu = () => {
  loadUserMenu().catch(() => {
    // Offline before the service worker stored it: tried again on the next tap.
  });
};
const UserMenu = resilientLazy<{ user: SessionUser; defaultOpen: boolean; onTap: () => void }>(
  () => loadUserMenu().then((module) => ({ default: module.UserMenu })),
  ({ user, onTap }) => <AvatarPending user={user} onTap={onTap} />,
);

/** Below this width the main menu is the drawer's (the ☰ shows): its code comes once the page is idle. */
const DRAWER_MEDIA = '(max-width: 1023.98px)';

/** The drawer's code, asked for once the page has hydrated and the browser is idle, so a tap on ☰ never waits. */
function usePreloadedDrawer() {
  useEffect(() => {
    let cancelled = false;
    void pageHydrated?.then(() => {
      if (cancelled || !window.matchMedia?.(DRAWER_MEDIA).matches) return;
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => !cancelled && preloadMobileMenu(), { timeout: 3000 });
      else window.setTimeout(() => !cancelled && preloadMobileMenu(), 0);
    });
    return () => {
      cancelled = true;
    };
  }, []);
}

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

/** The avatar while its menu's code loads: same look, same name; a tap is kept and opens the menu on arrival. */
function AvatarPending({ user, onTap }: { user: SessionUser; onTap: () => void }) {
  return (
    <AvatarButton
      user={user}
      aria-haspopup="menu"
      onPointerDown={preloadUserMenu}
      onFocus={preloadUserMenu}
      onClick={() => {
        preloadUserMenu();
        onTap();
      }}
    />
  );
}

export function Header() {
  const active = useActiveMenu();
  const { user, isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const fixed = useScrolledPast(FIXED_HEADER_THRESHOLD);
  const onHome = active === 'home';
  usePreloadedDrawer();
  const header = useRef<HTMLDivElement>(null);
  useToastsBelowHeader(header);

  // On mount the header checks the stored session; with no token it logs out (spec §2).
  useEffect(() => {
    restoreSession();
  }, []);

  // A tap on the avatar before its menu's code arrived: the menu opens when it does.
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    if (!isAuthenticated) return;
    preloadOutboxDialog();
    preloadUserMenu();
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
        ref={header}
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
                <InstallButton color={onHome && !fixed ? 'white' : undefined} />
              </Box>
              <Outbox color={onHome && !fixed ? 'white' : 'brand.navy'} />
              {isAuthenticated && user ? (
                <UserMenu user={user} defaultOpen={menuWanted} onTap={() => setMenuWanted(true)} />
              ) : (
                <UntilSessionKnown>
                  <Button
                    asChild
                    variant="outline"
                    colorPalette="gray"
                    color={onHome && !fixed ? 'white' : 'brand.navy'}
                    size="md"
                    display={{ base: 'none', md: 'inline-flex' }}
                  >
                    <Link to="/register" data-testid="header-register">
                      {headerTexts.register}
                    </Link>
                  </Button>
                  <Button asChild colorPalette="red" bg="brand.accent" size={{ base: 'sm', md: 'md' }}>
                    <Link to="/login">{headerTexts.login}</Link>
                  </Button>
                </UntilSessionKnown>
              )}
              <Button
                display={{ base: 'inline-flex', lg: 'none' }}
                variant="outline"
                size="sm"
                color={onHome && !fixed ? 'white' : 'brand.navy'}
                aria-label="Ouvrir le menu"
                aria-expanded={menuOpen}
                onPointerDown={preloadMobileMenu}
                onFocus={preloadMobileMenu}
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
      {menuLoaded && <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} links={navLinks('column')} />}
    </>
  );
}

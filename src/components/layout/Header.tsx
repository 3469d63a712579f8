import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Container, Drawer, Flex, HStack, Portal, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/use-session';
import { logout } from '@/features/auth/logout';
import { restoreSession } from '@/api/session';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';
import { mainMenu } from './menu';
import { useActiveMenu } from './use-active-menu';
import { InstallButton } from '@/features/pwa/components/InstallButton';
import { openOfflineDownload } from '@/features/pwa/offline-download-store';
import { offlineDownloadTexts } from '@/features/pwa/texts';

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

export function Header() {
  const active = useActiveMenu();
  const { user, isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const fixed = useScrolledPast(FIXED_HEADER_THRESHOLD);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onHome = active === 'home';

  // On mount the header checks the stored session; with no token it logs out (spec §2).
  useEffect(() => {
    restoreSession();
  }, []);

  const navLinks = (direction: 'row' | 'column') =>
    mainMenu.map((item) => {
      const current = item.key === active;
      return (
        <Box
          key={item.key}
          asChild
          px={direction === 'row' ? '3' : '0'}
          py="2"
          fontWeight="bold"
          fontSize="sm"
          letterSpacing="wide"
          color={current ? 'brand.accent' : direction === 'row' && onHome && !fixed ? 'white' : 'brand.navy'}
          borderBottom={direction === 'row' ? '2px solid' : undefined}
          borderColor={current ? 'brand.accent' : 'transparent'}
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
            <Link to="/" aria-label="Accueil">
              <Logo variant={onHome && !fixed ? 'white' : 'dark'} />
            </Link>
            <HStack as="nav" aria-label="Menu principal" gap="1" display={{ base: 'none', lg: 'flex' }}>
              {navLinks('row')}
            </HStack>
            <HStack gap="3">
              <Box display={{ base: 'none', md: 'block' }}>
                <InstallButton />
              </Box>
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
                onClick={() => setMenuOpen(true)}
              >
                ☰
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="end">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="mobile-menu">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="Menu mobile" gap="1">
                  {navLinks('column')}
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    px="0"
                    onClick={() => {
                      setMenuOpen(false);
                      openOfflineDownload();
                    }}
                  >
                    {offlineDownloadTexts.menuItem}
                  </Button>
                  <InstallButton size="md" />
                  {isAuthenticated && user && (
                    <>
                      <Box asChild py="2" fontWeight="semibold">
                        <Link to="/members-detail-edit/$id" params={{ id: String(user.memberId ?? '') }} onClick={() => setMenuOpen(false)}>
                          Mon Profil
                        </Link>
                      </Box>
                      <Box asChild py="2" fontWeight="semibold">
                        <Link to="/member-societe/$memberId" params={{ memberId: String(user.memberId ?? '') }} onClick={() => setMenuOpen(false)}>
                          Mes Société(s)
                        </Link>
                      </Box>
                      <Button
                        variant="outline"
                        onClick={() => {
                          setMenuOpen(false);
                          logout(queryClient);
                          void navigate({ to: '/' });
                        }}
                      >
                        Se déconnecter
                      </Button>
                    </>
                  )}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fermer le menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}

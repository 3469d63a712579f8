// The main menu (spec §2 Header). Each route names the item it highlights in its staticData.
export type MenuKey = 'home' | 'members' | 'companies' | 'events' | 'photos' | 'register';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    menu?: MenuKey;
  }
}

export const mainMenu = [
  { key: 'home', label: 'ACCUEIL', to: '/' },
  { key: 'members', label: 'MEMBRES', to: '/members' },
  { key: 'companies', label: 'SOCIÉTÉS', to: '/societe' },
  { key: 'events', label: 'ÉVÉNEMENTS', to: '/events' },
  { key: 'photos', label: 'PHOTOS', to: '/photos' },
] as const satisfies ReadonlyArray<{ key: MenuKey; label: string; to: string }>;

export const footerLinks = [
  { label: 'Membres', to: '/members' },
  { label: 'Sociétés', to: '/societe' },
  { label: 'Événements', to: '/events' },
  { label: 'Photos', to: '/photos' },
] as const;

/** The header's and the menus' own words (spec §2: 'Connexion', 'Profil', 'Société(s)', 'Se déconnecter'…). */
export const headerTexts = {
  login: 'Connexion',
  register: 'Créer un compte',
  profile: 'Profil',
  companies: 'Société(s)',
  myProfile: 'Mon Profil',
  myCompanies: 'Mes Société(s)',
  myEvents: 'Mes événements',
  logout: 'Se déconnecter',
} as const;

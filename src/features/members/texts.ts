// The members screens' French copy (spec §2).
import { formatCount } from '@/lib/relative-age';

export const membersTexts = {
  title: 'Membres',
  photoAlt: (name: string) => `Photo de ${name}`,
  heading: (clubName: string) => `Découvrez Les Membres Du Club ${clubName}`,
  searchPlaceholder: 'Recherche...',
  searchLabel: 'Rechercher un membre par nom ou profession',
  sectorPlaceholder: 'Secteur',
  sectorLabel: 'Filtrer par secteur',
  partial: (stored: number, expected: number) =>
    `Hors ligne : ${formatCount(stored)} membres sur ${formatCount(expected)} sont déjà sur ce téléphone, la recherche porte sur eux. Les autres arrivent dès que le réseau revient.`,
  call: 'Appeler',
  email: 'Email',
  sectors: 'Secteur(s) :',
  skills: 'Compétences :',
  companies: 'Sociétés :',
  linkedin: 'Profil LinkedIn',
  languages: 'Langues :',
  notFound: 'Ce membre n’existe pas ou a quitté le club.',
  addToContacts: 'Ajouter aux contacts',
  contactsDownloaded: 'Fiche contact téléchargée : ouvre-la pour l’ajouter à tes contacts.',
  vcard: {
    companies: (names: string[]) => `Sociétés : ${names.join(', ')}`,
    profile: (url: string) => `Profil du club : ${url}`,
  },
  qr: {
    menuItem: 'Mon QR code',
    title: 'Mon QR code',
    help: 'Fais scanner ce code pour partager ton profil.',
    alt: (name: string) => `QR code du profil de ${name}`,
    loading: 'Création du QR code…',
    failed: 'Le QR code n’a pas pu être créé.',
    close: 'Fermer',
    rotate: 'Changer mon lien de partage',
    rotating: 'Changement…',
    rotateHelp:
      'Un nouveau lien remplace celui de ce QR code : les QR codes et liens déjà partagés ne fonctionneront plus (utile si ton profil est masqué de l’annuaire).',
    rotated: 'Nouveau lien de partage créé : les anciens QR codes ne fonctionnent plus.',
    rotateFailed: 'Le lien de partage n’a pas pu être changé. Réessaie avec le réseau.',
  },
} as const;

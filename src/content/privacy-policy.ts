// The 'Confidentialité' page's text (GDPR art. 12–14: plain words on what is kept, why, who sees it, for how
// long, and how to use each right). Static French content, like the FAQ; the club's name and e-mail come from
// its identity (content/club.ts).
import type { ClubIdentity } from './club-defaults';

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export const DATA_PROTECTION_AUTHORITY = {
  name: 'Autorité de protection des données',
  url: 'https://www.autoriteprotectiondonnees.be',
  label: 'www.autoriteprotectiondonnees.be',
} as const;

export const privacyPolicy = (club: Pick<ClubIdentity, 'name' | 'email'>): PrivacySection[] => [
  {
    id: 'qui',
    title: 'Qui s’occupe de tes données ?',
    paragraphs: [
      `Le club ${club.name}, un club gratuit d’entrepreneurs en Belgique, est responsable des données de cette application. Pour toute question : ${club.email}.`,
      'Le club ne vend pas tes données, ne les loue pas et ne s’en sert pas pour de la publicité.',
    ],
  },
  {
    id: 'quoi',
    title: 'Ce que le club conserve',
    paragraphs: ['Uniquement ce que tu nous donnes en utilisant l’application :'],
    items: [
      'ton compte : ton e-mail, ton nom d’utilisateur et ton mot de passe (chiffré : personne ne peut le lire, pas même les organisateurs) ;',
      'ton profil de membre : nom, téléphone, e-mail de contact, profession, ville, pays, langues parlées, texte de présentation, liens LinkedIn et vidéo, secteurs et compétences, et tes choix de confidentialité ;',
      'ta photo de profil, ainsi que les logos et photos des sociétés dont tu fais partie ;',
      'les sociétés que tu crées ou dont tu fais partie ;',
      'tes inscriptions aux événements ;',
      'sur ton téléphone, une copie hors ligne de l’annuaire (membres, sociétés, événements, photos) : elle reste sur ton appareil et se met à jour à chaque synchronisation.',
    ],
  },
  {
    id: 'pourquoi',
    title: 'Pourquoi',
    paragraphs: [
      'Pour faire vivre le club : te permettre de te connecter, présenter les membres et leurs sociétés, organiser les événements et savoir qui y vient, et te laisser consulter l’annuaire même sans réseau. C’est le service que tu demandes en créant ton compte ; rien d’autre n’est fait de tes données.',
    ],
  },
  {
    id: 'qui-voit',
    title: 'Qui voit quoi',
    paragraphs: [
      'Ton nom, ta photo, ta profession, ta ville, tes langues, ta présentation, tes secteurs, tes compétences et tes sociétés sont visibles de tous sur le site.',
      'Ton téléphone et ton e-mail : c’est toi qui choisis dans Mon Profil (tout le monde, les membres connectés uniquement, ou personne). Pour un nouveau membre, ils ne sont visibles que des membres connectés.',
      'Tu peux aussi masquer ton profil de l’annuaire : il n’apparaît plus dans aucune liste, et ta page ne s’ouvre qu’avec ton lien de partage (ton QR code). Tu peux changer ce lien à tout moment depuis « Mon QR code » : les anciens QR codes ne fonctionnent alors plus.',
      'Les organisateurs du club, qui gèrent le site, ont accès aux données pour le faire fonctionner (par exemple la liste des inscrits à un événement).',
    ],
  },
  {
    id: 'combien-de-temps',
    title: 'Combien de temps',
    paragraphs: [
      'Tes données sont gardées tant que ton compte existe. Quand tu supprimes ton compte, ton compte, ton profil, ta photo et tes inscriptions sont effacés tout de suite ; ton profil disparaît des téléphones des autres membres à leur synchronisation suivante.',
      'Une société dont tu faisais partie reste en ligne (elle peut appartenir à d’autres membres) ; si tu en étais le seul membre, les organisateurs décident de la garder ou de la supprimer.',
      'La copie hors ligne sur un téléphone est effacée à la déconnexion et n’est jamais gardée plus de 7 jours sans mise à jour.',
    ],
  },
  {
    id: 'droits',
    title: 'Tes droits et comment les exercer',
    paragraphs: ['Le règlement européen sur la protection des données (RGPD) te donne ces droits :'],
    items: [
      'accéder à tes données et les emporter : « Télécharger mes données » dans Mon Profil te donne un fichier avec tout ce que le club conserve à ton sujet ;',
      'les corriger : modifie-les à tout moment dans Mon Profil ;',
      'les effacer : « Supprimer mon compte » dans Mon Profil ;',
      `t’opposer à un usage, le limiter, ou poser une question : écris au club à ${club.email} ;`,
      `introduire une réclamation auprès de l’${DATA_PROTECTION_AUTHORITY.name}, l’autorité belge de contrôle : ${DATA_PROTECTION_AUTHORITY.label}.`,
    ],
  },
];

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
    title: 'Ce que le club conserve, pourquoi et combien de temps',
    paragraphs: [
      'Uniquement ce que tu nous donnes en utilisant l’application, et ce que l’accueil d’un événement enregistre. Pour chaque donnée : pourquoi le club la garde, et combien de temps.',
    ],
    items: [
      'ton compte — ton e-mail, ton nom d’utilisateur et ton mot de passe (chiffré : personne ne peut le lire, pas même les organisateurs) : pour te connecter et t’écrire au sujet des événements où tu es inscrit ; gardé tant que ton compte existe ;',
      'ton profil de membre — nom, téléphone, e-mail de contact, profession, ville, pays, langues parlées, texte de présentation, liens LinkedIn et vidéo, secteurs et compétences, tes choix de confidentialité — et ta photo : pour te présenter aux autres membres ; gardés tant que ton compte existe ;',
      'les sociétés que tu crées ou dont tu fais partie, avec leurs logos et photos : pour présenter ton activité ; ton lien avec elles est gardé tant que ton compte existe ;',
      'les secteurs, compétences et services que tu as ajoutés : pour les filtres de l’annuaire ; le mot reste, le lien avec toi part avec ton compte ;',
      'tes inscriptions aux événements et tes places en liste d’attente : pour compter les places et te prévenir quand une place se libère ; gardées tant que ton compte existe ;',
      'tes présences aux événements — l’heure de ton arrivée enregistrée à l’accueil par un organisateur : pour savoir qui est venu ; gardées tant que ton compte existe ;',
      'ton choix de rappels d’événements, les rappels envoyés et les messages des organisateurs que tu as reçus : pour ne pas t’envoyer deux fois le même rappel et savoir qui a reçu quel message ; gardés tant que ton compte existe ;',
      'les téléphones où tu as activé les notifications — l’adresse que leur service de notifications (Google, Apple, Mozilla ou Microsoft) donne à chacun, le nom de l’appareil et tes choix : pour te prévenir d’une place libérée, d’un rappel, d’un changement ou d’un message des organisateurs ; une notification ne contient que ce qu’elle affiche, chiffré pour ton téléphone ; gardés jusqu’à ce que tu les désactives, te déconnectes ou supprimes ton compte ;',
      'les invités enregistrés à l’accueil d’un événement — leur nom et leur e-mail, donnés avec leur accord : pour compter les présents et leur envoyer, le lendemain, une seule invitation à rejoindre le club ; effacés 12 mois après l’événement (seul le nombre d’invités reste, sans nom) ;',
      'sur ton téléphone, une copie hors ligne de l’annuaire (membres, sociétés, événements, photos) : pour le consulter sans réseau ; elle reste sur ton appareil, se met à jour à chaque synchronisation, est effacée à la déconnexion et n’est jamais gardée plus de 7 jours sans mise à jour.',
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
      'Les organisateurs du club, qui gèrent le site, ont accès aux données pour le faire fonctionner (par exemple la liste des inscrits à un événement, et qui est présent à l’accueil).',
      'L’e-mail d’un invité n’est montré à personne, organisateurs compris : il ne sert qu’à l’invitation du lendemain.',
    ],
  },
  {
    id: 'combien-de-temps',
    title: 'Combien de temps',
    paragraphs: [
      'Tes données sont gardées tant que ton compte existe. Quand tu supprimes ton compte, ton compte, ton profil, ta photo, tes inscriptions, tes places en liste d’attente, tes présences aux événements, tes rappels, les messages reçus et les téléphones abonnés aux notifications sont effacés tout de suite ; ton profil disparaît des téléphones des autres membres à leur synchronisation suivante.',
      'Une société dont tu faisais partie reste en ligne (elle peut appartenir à d’autres membres) ; si tu en étais le seul membre, les organisateurs décident de la garder ou de la supprimer.',
      'La copie hors ligne sur un téléphone est effacée à la déconnexion et n’est jamais gardée plus de 7 jours sans mise à jour.',
      `Le nom et l’e-mail d’un invité sont effacés automatiquement 12 mois après l’événement, ou plus tôt s’il le demande en écrivant à ${club.email}.`,
    ],
  },
  {
    id: 'droits',
    title: 'Tes droits et comment les exercer',
    paragraphs: ['Le règlement européen sur la protection des données (RGPD) te donne ces droits :'],
    items: [
      'accéder à tes données et les emporter : « Télécharger mes données » dans Mon Profil te donne un fichier avec tout ce que le club conserve à ton sujet, tes présences aux événements comprises ;',
      'les corriger : modifie-les à tout moment dans Mon Profil ;',
      'les effacer : « Supprimer mon compte » dans Mon Profil ;',
      `t’opposer à un usage, le limiter, ou poser une question : écris au club à ${club.email} ;`,
      `tu as été enregistré comme invité à un événement, sans compte ? Écris au club à ${club.email} depuis l’adresse donnée à l’accueil : ton nom et ton e-mail sont effacés de tous les événements ;`,
      `introduire une réclamation auprès de l’${DATA_PROTECTION_AUTHORITY.name}, l’autorité belge de contrôle : ${DATA_PROTECTION_AUTHORITY.label}.`,
    ],
  },
];

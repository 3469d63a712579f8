import { club } from './club';

// The home page's FAQ (spec §2: five accordion sections, 20 questions, ids 1–20; items may carry a
// link or a phone number). Facts from spec §1: free membership and events (drinks paid by each
// member), four one-day events in Belgium and eight lunches a year, contact through the chatbot or
// a messaging phone number.

export interface FaqItem {
  id: number;
  title: string;
  text: string;
  /** An internal path ('/register') or an external http(s) URL. */
  url?: string;
  /** Text of the link; defaults to the URL. */
  urlLabel?: string;
  /** A messaging phone number (WhatsApp). */
  phoneNumber?: string;
}

export interface FaqSection {
  title: string;
  items: FaqItem[];
}

export const faqSections: FaqSection[] = [
  {
    title: 'À propos du Club',
    items: [
      {
        id: 1,
        title: `Qu'est-ce que le Club ${club.name} ?`,
        text: "Un club d'affaires gratuit qui réunit des entrepreneurs pour se rencontrer, partager leurs expériences et développer leur réseau, dans une ambiance conviviale.",
      },
      {
        id: 2,
        title: 'Qui peut rejoindre le club ?',
        text: "Tout entrepreneur, où qu'il soit : indépendants, dirigeants de PME, professions libérales, porteurs de projet. Aucun secteur n'est exclu.",
      },
      {
        id: 3,
        title: 'Où se déroulent les activités du club ?',
        text: 'En Belgique : les journées et les lunchs ont lieu dans différentes villes, pour que chacun puisse y participer au moins de temps en temps.',
        url: '/events',
        urlLabel: 'Voir les prochains événements',
      },
      {
        id: 4,
        title: 'Le club a-t-il un groupe sur un réseau professionnel ?',
        text: "Oui : notre groupe LinkedIn est le point de rencontre en ligne des membres. C'est aussi la porte d'entrée pour rejoindre le club.",
        url: club.linkedinGroupUrl,
        urlLabel: 'Rejoindre le groupe LinkedIn du club',
      },
    ],
  },
  {
    title: 'Adhésion',
    items: [
      {
        id: 5,
        title: "Combien coûte l'adhésion ?",
        text: "Rien : l'adhésion au club est entièrement gratuite, sans cotisation ni engagement.",
      },
      {
        id: 6,
        title: 'Comment devenir membre ?',
        text: "Rejoins le groupe du club sur LinkedIn, puis crée ton compte sur ce site pour apparaître dans l'annuaire des membres.",
        url: '/register',
        urlLabel: 'Créer mon compte',
      },
      {
        id: 7,
        title: 'Faut-il habiter ou travailler en Belgique ?',
        text: "Non. L'adhésion est ouverte à tout entrepreneur, quel que soit son pays ; les événements, eux, ont lieu en Belgique.",
      },
      {
        id: 8,
        title: 'Comment mettre à jour mon profil ?',
        text: 'Connecte-toi, puis choisis « Profil » dans le menu de ton avatar : photo, présentation, secteurs et compétences se modifient à tout moment.',
        url: '/login',
        urlLabel: 'Se connecter',
      },
    ],
  },
  {
    title: 'Avantages et Services',
    items: [
      {
        id: 9,
        title: 'Quels sont les avantages pour les membres ?',
        text: "Un réseau d'entrepreneurs bienveillants, des événements gratuits, de la visibilité pour toi et ta société dans l'annuaire du site, et des échanges d'idées et de bons plans.",
      },
      {
        id: 10,
        title: 'Puis-je présenter ma société sur le site ?',
        text: 'Oui. Une fois connecté, ouvre « Société(s) » dans le menu de ton avatar et ajoute ta société : logo, présentation, services, photos et vidéo.',
        url: '/societe',
        urlLabel: 'Voir les sociétés membres',
      },
      {
        id: 11,
        title: 'Les événements sont-ils payants ?',
        text: 'Non, la participation aux événements est gratuite pour les membres. Seules les boissons sont à la charge de chacun.',
      },
      {
        id: 12,
        title: 'Comment trouver un partenaire ou un prestataire parmi les membres ?',
        text: "Parcours l'annuaire des membres et des sociétés : la recherche et le filtre par secteur t'aident à trouver la bonne personne.",
        url: '/members',
        urlLabel: 'Voir les membres',
      },
    ],
  },
  {
    title: 'Participation et Engagement',
    items: [
      {
        id: 13,
        title: "Combien d'événements le club organise-t-il ?",
        text: "Chaque année, quatre journées complètes en Belgique et huit lunchs d'entrepreneurs.",
      },
      {
        id: 14,
        title: "Comment m'inscrire à un événement ?",
        text: "Ouvre la page de l'événement et touche « Inscris-toi à l'événement ». Il suffit d'être connecté avec ton compte membre.",
        url: '/events',
        urlLabel: 'Voir les événements',
      },
      {
        id: 15,
        title: 'Dois-je participer à tous les événements ?',
        text: 'Non, aucune obligation : viens quand ton agenda le permet. Chaque rencontre est une occasion de nouer de nouveaux contacts.',
      },
      {
        id: 16,
        title: 'Puis-je proposer un thème ou intervenir lors d’un événement ?',
        text: 'Avec plaisir ! Les membres peuvent partager leur expertise lors des journées. Écris-nous pour proposer ton idée.',
        phoneNumber: club.whatsapp,
      },
    ],
  },
  {
    title: 'Communication et Support',
    items: [
      {
        id: 17,
        title: 'Comment contacter le club ?',
        text: 'Par le chatbot du site ou par message au numéro ci-dessous : nous répondons rapidement.',
        phoneNumber: club.whatsapp,
      },
      {
        id: 18,
        title: 'Puis-je écrire au club par e-mail ?',
        text: `Oui, à l'adresse ${club.email}. Pour une réponse plus rapide, préfère le chatbot ou la messagerie.`,
      },
      {
        id: 19,
        title: "J'ai oublié mon mot de passe, que faire ?",
        text: 'Sur la page de connexion, touche « Mot de passe oublié ? » : tu recevras un e-mail pour en choisir un nouveau.',
        url: '/forget-password',
        urlLabel: 'Mot de passe oublié ?',
      },
      {
        id: 20,
        title: "Où suivre l'actualité du club ?",
        text: 'Sur notre page LinkedIn et sur Instagram, où nous publions les annonces et les photos des événements.',
        url: club.linkedinPageUrl,
        urlLabel: 'La page LinkedIn du club',
      },
    ],
  },
];

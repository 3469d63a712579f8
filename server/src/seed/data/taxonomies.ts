/** Sectors, skills, services and perks of the demo club. */

export const SECTORS = [
  'Construction', 'Informatique', 'Conseil', 'Commerce', 'Horeca', 'Santé',
  'Immobilier', 'Finance', 'Marketing', 'Artisanat', 'Transport', 'Énergie',
];

export const SKILLS = [
  'Gestion de projet', 'Vente', 'Négociation', 'Marketing digital', 'Comptabilité', 'Fiscalité',
  'Développement web', 'Design graphique', 'Photographie', 'Leadership', 'Prise de parole en public',
  'Gestion d’équipe', 'Droit des sociétés', 'Relation client', 'Logistique', 'Rénovation énergétique',
  'Cuisine', 'Réseaux sociaux', 'Levée de fonds', 'Analyse de données', 'Immobilier', 'Coaching',
];

export const SERVICES = [
  'Conseil en gestion', 'Comptabilité', 'Création de sites web', 'Référencement (SEO)', 'Photographie',
  'Vidéo d’entreprise', 'Rénovation', 'Installation photovoltaïque', 'Audit énergétique', 'Traiteur',
  'Location de salles', 'Transport de marchandises', 'Gestion locative', 'Estimation immobilière',
  'Coaching', 'Formation', 'Recrutement', 'Conseil juridique', 'Impression', 'Aménagement de jardins',
  'Maintenance informatique', 'Développement d’applications', 'Kinésithérapie', 'Assurances',
];

export const PERKS = [
  'Événements gratuits',
  'Lunchs entre entrepreneurs',
  'Réseau d’entraide',
  'Visibilité sur le site du club',
  'Ateliers thématiques',
];

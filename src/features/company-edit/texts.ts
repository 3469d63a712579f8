// The company form's French copy (spec §2 Company create / edit, §5, §8).
export const companyEditTexts = {
  createTitle: 'Ajouter une nouvelle société',
  editTitle: 'Modifier la société',
  name: 'Nom de la société',
  email: 'Email',
  phone: 'Téléphone',
  about: 'À propos',
  country: 'Pays',
  city: 'Ville',
  employees: 'Nombre d’employés',
  employeesInvalid: 'Entre un nombre entier positif',
  website: 'Site web',
  linkedin: 'LinkedIn de la société',
  video: 'Vidéo de présentation',
  videoHelp: 'Lien vers une vidéo (YouTube, Vimeo…)',
  logo: 'Logo',
  logoUpload: 'Ajouter un logo',
  logoAlt: 'Logo de la société',
  photos: 'Photos',
  sectors: 'Secteur(s)',
  skills: 'Compétences',
  services: 'Services',
  submit: 'Sauvegarder',
  saving: 'Enregistrement…',
  loading: 'Chargement…',
  saved: 'Société enregistré avec succès!',
  failed: 'Something went wrong!',
  // Two spaces before '!' — exactly as in the spec.
  noAccess: "Vous n'avez pas accès pour mettre à jour cette Société  !",
  offline: 'l’enregistrement de la société a besoin du réseau. Ce que tu as saisi est conservé.',
  offlineNoData: 'Tu es hors ligne : cette société n’est pas disponible hors connexion pour le moment.',
} as const;

/** Company photos held at most (spec §5, §9). */
export const MAX_COMPANY_PHOTOS = 50;

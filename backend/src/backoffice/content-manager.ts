// The back-office's views (labels in French, descriptions, list columns, default sort, the field shown for a
// relation, edit layout), written from code on every start so that a fresh install and every deploy look
// the same. Strapi keeps them in its core store (plugin_content_manager_configuration_content_types::<uid>);
// "Configurer la vue" in the admin can change them until the next start.
import type { Core } from '@strapi/strapi';

type EditMeta = { label?: string; description?: string; placeholder?: string; visible?: boolean; editable?: boolean; mainField?: string };
type ListMeta = { label?: string; searchable?: boolean; sortable?: boolean };
type FieldView = EditMeta & { list?: ListMeta };

export interface ViewConfig {
  settings?: Partial<{
    pageSize: number; // 10..100
    mainField: string; // shown for this type in relations pointing to it, and as the edit view's title
    defaultSortBy: string;
    defaultSortOrder: 'ASC' | 'DESC';
  }>;
  fields?: Record<string, FieldView>;
  /** Columns of the list view (to-many relations show a count). */
  list?: string[];
  /** Edit view: rows of [field, width], each row 12 wide at most. */
  edit?: Array<Array<[name: string, size: number]>>;
}

interface StoredConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
}
interface ContentTypesService {
  findContentType(uid: string): { attributes: Record<string, unknown> } | undefined;
  findComponent?(uid: string): { attributes: Record<string, unknown> } | undefined;
  findConfiguration(model: unknown): Promise<StoredConfiguration>;
  updateConfiguration(model: unknown, configuration: Omit<StoredConfiguration, 'uid'>): Promise<unknown>;
}

const NAME = { Name: { label: 'Nom' } };
const CREATOR = { creator: { label: 'Créé par', mainField: 'Name', editable: false } };
/** Sectors, skills and services: members type them, organisers accept or merge them (src/backoffice/tag-moderation.ts). */
const RELATION_LABELS: Record<string, FieldView> = {
  members: { label: 'Membres', mainField: 'Name' },
  companies: { label: 'Entreprises', mainField: 'Name' },
};
const tagView = (relations: string[]): ViewConfig => ({
  // The tags waiting for an organiser ('Non') first.
  settings: { mainField: 'Name', defaultSortBy: 'Accepted', defaultSortOrder: 'ASC' },
  fields: {
    ...NAME,
    ...CREATOR,
    Accepted: {
      label: 'Accepté',
      description: 'Proposé à tous dans les filtres de l’application. Un tag tapé par un membre attend qu’un organisateur l’accepte',
    },
    ...Object.fromEntries(relations.map((name) => [name, RELATION_LABELS[name]])),
  },
  list: ['Name', 'Accepted', 'creator'],
});

export const VIEWS: Record<string, ViewConfig> = {
  'api::event.event': {
    settings: { mainField: 'Name', defaultSortBy: 'Date', defaultSortOrder: 'DESC', pageSize: 20 },
    fields: {
      Name: { label: 'Nom', description: 'Le titre affiché dans l’application', placeholder: 'Lunch à Namur' },
      Description: { label: 'Description', placeholder: 'Ce que les membres y trouveront' },
      Date: { label: 'Date', description: 'Le jour de l’événement (heure de Bruxelles)' },
      StartingTime: { label: 'Début', list: { label: 'Heure de début' } },
      EndTime: { label: 'Fin' },
      Address: { label: 'Adresse', description: 'Ouvre la carte du téléphone dans l’application', placeholder: 'Rue de Fer 1, 5000 Namur' },
      EventImage: { label: 'Image', description: 'L’affiche de l’événement, en tête de sa page' },
      Capacity: {
        label: 'Places',
        description: 'Vide = illimité. Une fois complet, les inscriptions suivantes vont sur la liste d’attente',
        // Empty means unlimited: a number here read as a value already set (issue 44, point 7).
        placeholder: 'Illimité',
      },
      ReminderTime: { label: 'Heure du rappel', description: 'Le rappel part par e-mail la veille, à cette heure (heure de Bruxelles)' },
      // Counted by the server (src/api/event/services/seats.ts): never typed by hand.
      SeatsTaken: { label: 'Places prises', editable: false, visible: false },
      WaitlistLength: { label: 'Liste d’attente', editable: false, visible: false },
      Programme: { label: 'Programme' },
      Photos: { label: 'Photos de l’événement', description: 'Affichées sur la page de l’événement' },
      Published: {
        label: 'Publié',
        description: 'Tant que c’est « Non », l’événement reste invisible sur le site et personne ne peut s’y inscrire',
        list: { label: 'Publié' },
      },
      event_plans: { label: 'Ancien programme', visible: false, editable: false },
      event_attendee: {
        label: 'Inscriptions',
        mainField: 'id',
        visible: false,
        editable: false,
        description: 'Les membres s’inscrivent depuis l’application',
      },
    },
    // src/admin/app.tsx puts 'Inscrits' after 'Publié': the long address last, where it may be cut.
    list: ['Name', 'Date', 'Published', 'Address'],
    edit: [
      [
        ['Name', 8],
        ['Published', 4],
      ],
      [
        ['Date', 4],
        ['StartingTime', 4],
        ['EndTime', 4],
      ],
      [
        ['Address', 6],
        ['EventImage', 6],
      ],
      [
        ['Capacity', 4],
        ['ReminderTime', 4],
      ],
      [['Description', 12]],
      [['Programme', 12]],
      [['Photos', 12]],
    ],
  },
  // The programme's items, inside the event (collapsed, each line shows its title).
  'event.programme-item': {
    settings: { mainField: 'Title' },
    fields: {
      Title: { label: 'Titre', placeholder: 'Accueil café' },
      Description: { label: 'Description' },
      StartingTime: { label: 'Début' },
      EndTime: { label: 'Fin' },
    },
    edit: [
      [['Title', 12]],
      [
        ['StartingTime', 6],
        ['EndTime', 6],
      ],
      [['Description', 12]],
    ],
  },
  // Before issue 17 the programme was a list of separate records; the migration empties it.
  'api::event-plan.event-plan': {
    settings: { mainField: 'Title', defaultSortBy: 'Order', defaultSortOrder: 'ASC' },
    fields: {
      Title: { label: 'Titre', placeholder: 'Accueil café' },
      Description: { label: 'Description' },
      StartingTime: { label: 'Début' },
      EndTime: { label: 'Fin' },
      Order: { label: 'Ordre', description: 'Position dans le programme (1, 2, 3…)' },
      event: { label: 'Événement', mainField: 'Name' },
    },
    list: ['Title', 'event', 'StartingTime', 'Order'],
  },
  // Titled with the event's name (src/api/event-attendee/hooks/titles.ts), not a raw documentId.
  'api::event-attendee.event-attendee': {
    settings: { mainField: 'Title', defaultSortBy: 'Title', defaultSortOrder: 'ASC' },
    fields: {
      Title: { label: 'Événement', editable: false, description: 'Le nom de l’événement, recopié par le serveur' },
      event: { label: 'Événement', mainField: 'Name' },
      members: { label: 'Membres inscrits', mainField: 'Name' },
    },
    list: ['Title', 'members'],
  },
  // 'Écrire aux participants' (src/backoffice/event-messages.ts): the log, read only.
  'api::event-message.event-message': {
    settings: { mainField: 'Subject', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' },
    fields: {
      Subject: { label: 'Objet' },
      Text: { label: 'Message' },
      Recipients: { label: 'Destinataires' },
      SentBy: { label: 'Envoyé par' },
      event: { label: 'Événement', mainField: 'Name' },
    },
    list: ['Subject', 'event', 'Recipients', 'SentBy', 'createdAt'],
  },
  'api::event-photo.event-photo': {
    fields: { Photo: { label: 'Photos', description: 'La galerie du club (9 par page dans l’application)' } },
  },
  'api::member.member': {
    settings: { mainField: 'Name', defaultSortBy: 'Name', defaultSortOrder: 'ASC' },
    fields: {
      Name: { label: 'Nom' },
      Email: { label: 'E-mail' },
      Phone: { label: 'Téléphone' },
      PhoneVisibility: { label: 'Téléphone visible par' },
      EmailVisibility: { label: 'E-mail visible par' },
      HiddenFromDirectory: { label: 'Masqué de l’annuaire' },
      Profile: { label: 'Profil' },
      Profession: { label: 'Profession' },
      AboutMe: { label: 'À propos' },
      City: { label: 'Ville' },
      Country: { label: 'Pays' },
      Languages: { label: 'Langues' },
      LinkedinProfileURL: { label: 'Profil LinkedIn' },
      MemberPresentationURL: { label: 'Vidéo de présentation' },
      BioImage: { label: 'Photo' },
      sectors: { label: 'Secteurs', mainField: 'Name' },
      skills: { label: 'Compétences', mainField: 'Name' },
      companies: { label: 'Sociétés', mainField: 'Name' },
      user: { label: 'Compte', mainField: 'email' },
    },
    list: ['Name', 'Profession', 'City', 'companies'],
  },
  'api::company.company': {
    settings: { mainField: 'Name', defaultSortBy: 'Name', defaultSortOrder: 'ASC' },
    fields: {
      Name: { label: 'Nom' },
      About: { label: 'À propos' },
      Phone: { label: 'Téléphone' },
      Email: { label: 'E-mail' },
      Website: { label: 'Site web' },
      City: { label: 'Ville' },
      Country: { label: 'Pays' },
      NumberOfEmployees: { label: 'Nombre d’employés' },
      Logo: { label: 'Logo' },
      Photos: { label: 'Photos' },
      CompanyVideoPresentation: { label: 'Vidéo de présentation' },
      CompanyLinkedin: { label: 'Page LinkedIn' },
      members: { label: 'Membres', mainField: 'Name' },
      sectors: { label: 'Secteurs', mainField: 'Name' },
      skills: { label: 'Compétences', mainField: 'Name' },
      services: { label: 'Services', mainField: 'Name' },
      ...CREATOR,
    },
    list: ['Name', 'City', 'members', 'sectors'],
  },
  'api::sector.sector': tagView(['members', 'companies']),
  'api::skill.skill': tagView(['members', 'companies']),
  'api::service.service': tagView(['companies']),
  'api::perk.perk': { settings: { mainField: 'Name', defaultSortBy: 'Name' }, fields: NAME, list: ['Name'] },
};

async function apply(strapi: Core.Strapi, uid: string, wanted: ViewConfig) {
  // Components ('event.programme-item') have their own service, with the same configuration methods.
  const isComponent = !uid.includes('::');
  const service = strapi.plugin('content-manager').service(isComponent ? 'components' : 'content-types') as unknown as ContentTypesService;
  const model = isComponent ? service.findComponent?.(uid) : service.findContentType(uid);
  if (!model) throw new Error(`[back-office] unknown content type ${uid}`);
  // A typo would be dropped silently by the content manager's next sync: refuse it here.
  const named = [...Object.keys(wanted.fields ?? {}), ...(wanted.list ?? []), ...(wanted.edit ?? []).flat().map(([name]) => name)];
  for (const name of named) if (!(name in model.attributes)) throw new Error(`[back-office] ${uid}: no attribute '${name}'`);

  // As synchronised by the content manager's own bootstrap (it runs before the app's).
  const current = await service.findConfiguration(model);
  const metadatas = structuredClone(current.metadatas);
  for (const [name, { list, ...edit }] of Object.entries(wanted.fields ?? {})) {
    metadatas[name] = {
      edit: { ...metadatas[name]?.edit, ...edit },
      list: { ...metadatas[name]?.list, ...(edit.label ? { label: edit.label } : {}), ...list },
    };
  }
  const layouts = {
    list: wanted.list ?? current.layouts.list,
    edit: wanted.edit ? wanted.edit.map((row) => row.map(([name, size]) => ({ name, size }))) : current.layouts.edit,
  };
  // updateConfiguration replaces settings, metadatas and layouts whole: read, merge, write.
  await service.updateConfiguration(model, { settings: { ...current.settings, ...wanted.settings }, metadatas, layouts });
}

export async function applyContentManagerViews(strapi: Core.Strapi) {
  for (const [uid, view] of Object.entries(VIEWS)) await apply(strapi, uid, view);
}

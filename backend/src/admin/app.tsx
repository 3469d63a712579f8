import * as React from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { useFetchClient } from '@strapi/strapi/admin';
import { Typography } from '@strapi/design-system';
import { AttendeesPanel } from './attendees-panel';
import { TagMergePanel } from './tag-merge-panel';

// Keys the admin reads from localStorage (@strapi/admin 5.54: reducer.ts, GuidedTour/Context.tsx).
const LANGUAGE_KEY = 'strapi-admin-language';
const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR';

/** "Inscrits" column of the events list: members signed up (GET /club/events/:documentId/attendee-count). */
const AttendeeCount = ({ documentId }: { documentId: string }) => {
  const { get } = useFetchClient();
  const [count, setCount] = React.useState<number | null>(null);
  React.useEffect(() => {
    let live = true;
    get<{ data: { count: number } }>(`/club/events/${documentId}/attendee-count`)
      .then(({ data }) => live && setCount(data.data.count))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [documentId, get]);
  return <Typography textColor="neutral800">{count ?? '–'}</Typography>;
};

export default {
  config: {
    // 'en' is always kept by Strapi; 'fr' is added. Which one opens first is decided in bootstrap() below.
    locales: ['fr'],
    translations: {
      fr: {
        // Content-type names in the content manager's menu and list titles are translated by their displayName.
        Event: 'Événements',
        'Event photo': 'Photos des événements',
        'Event attendee': 'Inscriptions',
        'Event message': 'Messages aux participants',
        'Event plan': 'Ancien programme',
        // Boolean fields ('Publié', 'Masqué de l’annuaire'): 'Non' / 'Oui' rather than 'Désactivé' / 'Activé'.
        'app.components.ToggleCheckbox.off-label': 'Non',
        'app.components.ToggleCheckbox.on-label': 'Oui',
        'Programme item': 'Étape du programme',
        Member: 'Membres',
        Company: 'Entreprises',
        Sector: 'Secteurs',
        Skill: 'Compétences',
        Service: 'Services',
        Perk: 'Avantages',
        User: 'Comptes de l’application',
        'HomePage.header.subtitle': 'Bienvenue dans l’espace d’administration du club',
        // Strings that @strapi/* 5.54 ship without a French translation (the admin falls back to English):
        // admin 267 keys, content-manager 75, upload 253 — see REPORT.md. The ones an organiser meets:
        'search.placeholder': 'Rechercher',
        'content-manager.plugin.name': 'Gestionnaire de contenu',
        'HomePage.addWidget.button': 'Ajouter un widget',
        'HomePage.addWidget.title': 'Ajouter un widget',
        'HomePage.addWidget.noWidgetsAvailable': 'Aucun widget à ajouter',
        'HomePage.widget.delete': 'Supprimer',
        'HomePage.widget.drag': 'Glisser pour déplacer',
        'HomePage.widget.no-permissions': 'Vous n’avez pas la permission de voir ce widget',
        'Settings.application.plan-title': 'Offre',
        'content-manager.form.Input.hint.character.unit': '{maxValue, plural, one { caractère} other { caractères}}',
        'content-manager.actions.copy-documentId.label': 'Copier l’identifiant du document',
        'content-manager.relation.create': 'Créer une relation',
        'upload.plugin.home': 'Accueil',
        'upload.sidebar.home': 'Accueil',
        'upload.sidebar.folders': 'Dossiers',
        'upload.header.content.item-count': '{count, plural, =1 {# élément} other {# éléments}}',
        'upload.header.search.placeholder': 'Rechercher',
        'upload.list.filters.trigger': 'Filtrer',
        'upload.list.sort.trigger': 'Tri : {active}',
        'upload.list.sort.section': 'Trier',
        'upload.list.sort.most-recent-updates': 'Modifiés récemment',
        'upload.list.sort.folders': 'Dossiers',
        'upload.view.table': 'Vue en tableau',
        'upload.view.grid': 'Vue en grille',
        'upload.control-card.more-actions': 'Plus d’actions',
        'upload.folder.create.title': 'Nouveau dossier',
        'upload.folder.create.submit': 'Créer le dossier',
        'upload.folder.form.name.label': 'Nom du dossier',
      },
    },
    // No call to api.github.com for "new Strapi version" badges.
    notifications: { releases: false },
    tutorials: false, // accepted but read by nothing in 5.54 (kept for older versions)
  },

  register(app: StrapiApp) {
    // Home page widgets (custom register runs after the plugins registered theirs). Removed: the Strapi Cloud
    // "Deploy" widget (only there when the cloud plugin is installed) and "Last published entries" (no draft
    // & publish on the club's types). "Project statistics" is declared `roles: ['strapi-super-admin']`, which
    // 5.54 does not enforce: gate it with a permission only administrators of admin users hold.
    app.widgets.register((widgets: any[]) =>
      widgets
        .filter((w) => !(w.pluginId === 'admin' && w.id === 'deploy-now'))
        .filter((w) => !(w.pluginId === 'content-manager' && w.id === 'last-published-entries'))
        .map((w) => (w.pluginId === 'admin' && w.id === 'key-statistics' ? { ...w, permissions: [{ action: 'admin::users.read' }] } : w)),
    );
  },

  bootstrap(app: StrapiApp) {
    // Runs before the admin's store is created (StrapiApp.render reads the language from localStorage):
    // the first opening, login page included, is in French. A user's own choice (login-page switch or
    // Profile) is stored under the same key and kept; after login the user's preferedLanguage wins.
    if (!localStorage.getItem(LANGUAGE_KEY)) localStorage.setItem(LANGUAGE_KEY, 'fr');
    // Guided tour ("Create your schema", "Deploy your application to Strapi Cloud"…): only ever shown by
    // `strapi develop` to the first super admin; switched off for good here.
    if (!localStorage.getItem(GUIDED_TOUR_KEY)) localStorage.setItem(GUIDED_TOUR_KEY, JSON.stringify({ enabled: false }));
    // "Introducing the new Media Library" banner (English only), dismissed. Its key is scoped by the uuid of
    // /admin/init: false when package.json has strapi.telemetryDisabled: true, else strapi.uuid.
    for (const scope of ['false', 'club-site-entrepreneurs']) {
      localStorage.setItem(`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:${scope}`, 'true');
    }

    const contentManager = app.getPlugin('content-manager').apis as { addEditViewSidePanel(panels: unknown[]): void };
    contentManager.addEditViewSidePanel([AttendeesPanel, TagMergePanel]);

    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', ({ displayedHeaders, layout }: any) => {
      if (!window.location.pathname.includes('/api::event.event')) return { displayedHeaders, layout };
      const attendeeCount = {
        name: 'attendeeCount',
        label: { id: 'club.events.attendee-count', defaultMessage: 'Inscrits' },
        searchable: false,
        sortable: false,
        cellFormatter: (row: { documentId: string }) => <AttendeeCount documentId={row.documentId} />,
      };
      // After 'Publié' (src/backoffice/content-manager.ts), before the long address: visible without scrolling.
      const at = displayedHeaders.findIndex((header: { name: string }) => header.name === 'Published') + 1 || displayedHeaders.length;
      return { layout, displayedHeaders: [...displayedHeaders.slice(0, at), attendeeCount, ...displayedHeaders.slice(at)] };
    });
  },
};

// The event's edit view, side panel 'Inscrits': who signed up (read only: members sign up from the app),
// with the contact fields organisers may see (src/backoffice/attendees.ts); the list as a CSV file or a page
// to print; 'Écrire aux participants' and the messages sent. Every request goes through the admin's fetch
// client: the admin's token in the Authorization header, never in a URL (files come back as blobs).
import * as React from 'react';
import { unstable_useContentManagerContext, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Box, Button, Field, Flex, Modal, Radio, TextInput, Textarea, Typography } from '@strapi/design-system';
import type { AttendeeRow } from '../backoffice/attendee-export';
import type { AudienceCounts, Audience, MessagePreview } from '../backoffice/event-messages';
import type { ChangeNotice } from '../api/event/hooks/changes';
import { programmeStartsEarly } from '../backoffice/programme-check';
// The contract's source: the admin's bundler (Rollup) cannot see through the CommonJS build's `export *`.
import { CLUB_TIME_ZONE } from '../../../contract/src/event-calendar';

/** One attendee as the server's 'Inscrits' route answers it (the type of the CSV and the printed list). */
type Attendee = AttendeeRow;
const doorTime = new Intl.DateTimeFormat('fr-BE', { timeZone: CLUB_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const KIND_LABELS = { 'walk-in': 'sur place', guest: 'invité' } as const;

interface SentMessage {
  subject: string;
  recipients: number;
  sentBy: string;
  sentAt: string;
}
interface Attendees {
  /** Members signed up (walk-ins included). */
  count: number;
  /** 'Présents 4 / 9 inscrits · 2 invités' (the contract's phrase, written by the server) or '9 inscrits'. */
  summary: string;
  /** Per audience of a message: how many people, how many of them with an address. */
  audiences: AudienceCounts;
  members: Attendee[];
  messages: SentMessage[];
  /** The last change of date, time or place, and how many attendees it was mailed to. */
  lastChange: ChangeNotice | null;
}

const AUDIENCE_LABELS: Record<Audience, string> = {
  registered: 'Tous les inscrits',
  present: 'Les présents',
  absent: 'Les absents',
  waiting: 'La liste d’attente',
};

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** '9 personnes' or '9 personnes, 7 avec une adresse' (invités compris where they count). */
const audienceLine = (audience: Audience, { people, reachable }: { people: number; reachable: number }) =>
  `${AUDIENCE_LABELS[audience]}${audience === 'registered' || audience === 'present' ? ' (invités compris)' : ''} · ${plural(people, 'personne', 'personnes')}${
    reachable < people ? `, ${reachable} avec une adresse` : ''
  }`;

const SUBJECT_MAX = 150;
const TEXT_MAX = 5000;

const errorMessage = (error: unknown) =>
  (error as { response?: { data?: { error?: { message?: string } } } })?.response?.data?.error?.message ??
  'Une erreur est survenue : réessaie dans un instant.';

const frenchDateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-BE', { dateStyle: 'short', timeStyle: 'short', timeZone: CLUB_TIME_ZONE }).format(new Date(iso));

/** Saves a blob under `name` (an anchor with `download`; the object URL is released afterwards). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** What the server refused, in its French words, scrolled into view (on a phone the body scrolls under the footer). */
const ErrorLine = ({ error }: { error: string | null }) =>
  error ? (
    <div ref={(node) => node?.scrollIntoView({ block: 'nearest' })}>
      <Typography role="alert" textColor="danger600">
        {error}
      </Typography>
    </div>
  ) : null;

function WriteToAttendees({ documentId, audiences, onSent }: { documentId: string; audiences: AudienceCounts; onSent: () => void }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = React.useState(false);
  const [audience, setAudience] = React.useState<Audience>('registered');
  const [subject, setSubject] = React.useState('');
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  // The exact mail, shown before it is sent: the form's second step.
  const [preview, setPreview] = React.useState<MessagePreview | null>(null);
  const anyone = Object.values(audiences).some((counts) => counts.reachable > 0);

  const showPreview = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const { data } = await post<{ data: MessagePreview }>(`/club/events/${documentId}/messages/preview`, { subject, text, audience });
      setPreview(data.data as MessagePreview);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  };

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const { data } = await post<{ data: SentMessage }>(`/club/events/${documentId}/messages`, { subject, text, audience });
      const sent = data.data as SentMessage;
      toggleNotification({ type: 'success', message: `Message envoyé à ${plural(sent.recipients, 'personne', 'personnes')}.` });
      setOpen(false);
      setPreview(null);
      setSubject('');
      setText('');
      onSent();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal.Root
      open={open}
      onOpenChange={(next: boolean) => {
        setOpen(next);
        if (!next) setPreview(null);
      }}
    >
      <Modal.Trigger>
        <Button variant="secondary" fullWidth disabled={!anyone}>
          Écrire aux participants
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        {preview ? (
          <>
            <Modal.Header>
              <Modal.Title>Aperçu du message</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Flex direction="column" alignItems="stretch" gap={3} data-testid="club-message-preview">
                <Typography textColor="neutral600">
                  {`À ${plural(preview.recipients, 'personne', 'personnes')} (${AUDIENCE_LABELS[audience].toLowerCase()}), chacun à son adresse. Voici ce que reçoit ${preview.to} :`}
                </Typography>
                <Typography fontWeight="bold">Objet : {preview.subject}</Typography>
                <Box padding={3} background="neutral100" hasRadius>
                  <Typography tag="p" style={{ whiteSpace: 'pre-wrap' }}>
                    {preview.text}
                  </Typography>
                </Box>
                <ErrorLine error={error} />
              </Flex>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="tertiary" onClick={() => setPreview(null)}>
                Modifier
              </Button>
              <Button onClick={send} loading={sending}>
                {`Envoyer à ${plural(preview.recipients, 'personne', 'personnes')}`}
              </Button>
            </Modal.Footer>
          </>
        ) : (
          <form onSubmit={showPreview} noValidate>
            <Modal.Header>
              <Modal.Title>Écrire aux participants</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Flex direction="column" alignItems="stretch" gap={4}>
                <Field.Root name="audience">
                  <Field.Label>À qui ?</Field.Label>
                  <Radio.Group value={audience} onValueChange={(value: string) => setAudience(value as Audience)} aria-label="À qui ?">
                    {(Object.keys(AUDIENCE_LABELS) as Audience[]).map((key) => (
                      <Radio.Item key={key} value={key} disabled={audiences[key].reachable === 0}>
                        {audienceLine(key, audiences[key])}
                      </Radio.Item>
                    ))}
                  </Radio.Group>
                </Field.Root>
                <Typography textColor="neutral600">
                  Chacun reçoit le message à son adresse (celle de son compte, sinon celle de sa fiche ; l’adresse laissée à l’accueil pour
                  un invité), qui ne t’est pas montrée. Les réponses arrivent à ton adresse.
                </Typography>
                <Field.Root name="subject" required>
                  <Field.Label>Objet</Field.Label>
                  <TextInput
                    value={subject}
                    maxLength={SUBJECT_MAX}
                    onChange={(e: React.ChangeEvent<HTMLInputElement>) => setSubject(e.target.value)}
                  />
                </Field.Root>
                <Field.Root
                  name="text"
                  required
                  hint={`${text.length} / ${TEXT_MAX} caractères. « Bonjour <prénom nom>, » est ajouté en tête, sauf si tu commences par ta propre salutation.`}
                >
                  <Field.Label>Message</Field.Label>
                  <Textarea
                    value={text}
                    maxLength={TEXT_MAX}
                    onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value)}
                  />
                  <Field.Hint />
                </Field.Root>
                <ErrorLine error={error} />
              </Flex>
            </Modal.Body>
            <Modal.Footer>
              <Modal.Close>
                <Button variant="tertiary">Annuler</Button>
              </Modal.Close>
              <Button type="submit" loading={sending}>
                Aperçu
              </Button>
            </Modal.Footer>
          </form>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

/** Before saving: the programme starts before the event's (new) start time. Reads the form as it is being edited. */
function ProgrammeWarning() {
  const { form } = unstable_useContentManagerContext() as { form: { values?: Record<string, unknown> } };
  const early = programmeStartsEarly(form?.values?.StartingTime, form?.values?.Programme);
  if (!early) return null;
  return (
    <Box
      padding={3}
      background="warning100"
      borderColor="warning200"
      borderStyle="solid"
      borderWidth="1px"
      hasRadius
      role="status"
      data-testid="club-programme-warning"
    >
      <Typography textColor="warning700">
        {`Le programme commence à ${early.first} (${early.title || 'première étape'}), avant l’heure de l’événement (${early.start}). Adapte le programme avant d’enregistrer.`}
      </Typography>
    </Box>
  );
}

function AttendeesContent({ documentId, savedAt }: { documentId: string; savedAt: string | undefined }) {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [attendees, setAttendees] = React.useState<Attendees | null>(null);
  const [version, setVersion] = React.useState(0);
  // The change notice already known when the panel opened: a newer one comes from the save just made.
  const knownChange = React.useRef<string | null | undefined>(undefined);
  React.useEffect(() => {
    let live = true;
    get<{ data: Attendees }>(`/club/events/${documentId}/attendees`)
      .then(({ data }) => {
        if (!live) return;
        const loaded = data.data as Attendees;
        setAttendees(loaded);
        const at = loaded.lastChange?.at ?? null;
        if (knownChange.current !== undefined && at && at !== knownChange.current) {
          toggleNotification({
            type: 'info',
            message: `${plural(loaded.lastChange!.notified, 'participant prévenu', 'participants prévenus')} par e-mail du changement.`,
          });
        }
        knownChange.current = at;
      })
      .catch(() => live && setAttendees(null));
    return () => {
      live = false;
    };
    // savedAt: the event was saved (a change of time may have mailed the attendees).
  }, [documentId, get, version, savedAt, toggleNotification]);

  const failed = (caught: unknown) => toggleNotification({ type: 'danger', message: errorMessage(caught) });

  const exportAs = (format: 'xlsx' | 'csv') => async () => {
    try {
      const { data, headers } = await get(`/club/events/${documentId}/attendees/${format}`, { responseType: 'blob' });
      saveBlob(data as Blob, fileNameOf((headers as Headers).get('Content-Disposition'), `participants.${format}`));
    } catch (caught) {
      failed(caught);
    }
  };

  const print = async () => {
    // Opened now, inside the click: a window opened after the request would be blocked as a pop-up.
    const page = window.open('', '_blank');
    try {
      const { data } = await get(`/club/events/${documentId}/attendees/print`, { responseType: 'text' });
      if (!page) return;
      page.document.open();
      page.document.write(data as string);
      page.document.close();
      page.focus();
      page.print();
    } catch (caught) {
      page?.close();
      failed(caught);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="club-attendees">
      <ProgrammeWarning />
      {attendees === null && <Typography textColor="neutral600">Chargement…</Typography>}
      {attendees?.count === 0 && <Typography textColor="neutral600">Personne ne s’est encore inscrit.</Typography>}
      {attendees && attendees.count + attendees.members.length > 0 && (
        <Typography fontWeight="bold" textColor="neutral800" data-testid="club-attendance">
          {attendees.summary}
        </Typography>
      )}
      {attendees?.members.map((member, index) => (
        <Typography key={index} textColor="neutral800">
          {member.checkedInAt !== undefined ? `✓ ${doorTime.format(member.checkedInAt)} · ` : ''}
          {member.name}
          {member.kind ? <Typography textColor="neutral600"> ({KIND_LABELS[member.kind]})</Typography> : null}
          {member.profession ? <Typography textColor="neutral600"> · {member.profession}</Typography> : null}
          {member.email || member.phone ? (
            <Typography textColor="neutral600"> · {[member.email, member.phone].filter(Boolean).join(' · ')}</Typography>
          ) : null}
        </Typography>
      ))}
      <Typography variant="pi" textColor="neutral600">
        Les membres s’inscrivent depuis l’application. E-mail et téléphone : seulement ceux que le membre montre aux membres connectés.
      </Typography>
      {attendees && (
        <Flex direction="column" alignItems="stretch" gap={2} paddingTop={2}>
          <Button variant="secondary" fullWidth onClick={exportAs('xlsx')} disabled={attendees.members.length === 0}>
            Exporter la liste (Excel)
          </Button>
          <Button variant="secondary" fullWidth onClick={exportAs('csv')} disabled={attendees.members.length === 0}>
            Exporter la liste (CSV)
          </Button>
          <Button variant="secondary" fullWidth onClick={print} disabled={attendees.members.length === 0}>
            Imprimer la liste
          </Button>
          <WriteToAttendees documentId={documentId} audiences={attendees.audiences} onSent={() => setVersion((v) => v + 1)} />
        </Flex>
      )}
      {attendees?.lastChange && (
        <Typography variant="pi" textColor="neutral600" data-testid="club-last-change">
          {`Dernier changement de date, d’heure ou de lieu (${frenchDateTime(attendees.lastChange.at)}) : ${plural(
            attendees.lastChange.notified,
            'participant prévenu',
            'participants prévenus',
          )} par e-mail.`}
        </Typography>
      )}
      {attendees && attendees.messages.length > 0 && (
        <Box paddingTop={2} data-testid="club-messages">
          <Typography variant="sigma" textColor="neutral600" tag="h3">
            Messages envoyés
          </Typography>
          {attendees.messages.map((message, index) => (
            <Typography key={index} tag="p" textColor="neutral800">
              « {message.subject} »
              <Typography textColor="neutral600">
                {' '}
                · {frenchDateTime(message.sentAt)} · {message.sentBy} · {message.recipients} destinataire{message.recipients > 1 ? 's' : ''}
              </Typography>
            </Typography>
          ))}
        </Box>
      )}
    </Flex>
  );
}

/** Strapi calls it as a component for every edit view; only an event's shows it. */
export const AttendeesPanel = ({
  model,
  documentId,
  document,
}: {
  model: string;
  documentId?: string;
  document?: { updatedAt?: string };
}) => {
  if (model !== 'api::event.event' || !documentId) return null;
  return { title: 'Inscrits', content: <AttendeesContent documentId={documentId} savedAt={document?.updatedAt} /> };
};

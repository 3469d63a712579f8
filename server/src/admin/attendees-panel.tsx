// The event's edit view, side panel 'Inscrits': who signed up (read only: members sign up from the app),
// with the contact fields organisers may see (src/backoffice/attendees.ts); the list as a CSV file or a page
// to print; 'Écrire aux participants' and the messages sent. Every request goes through the admin's fetch
// client: the admin's token in the Authorization header, never in a URL (files come back as blobs).
import * as React from 'react';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { Box, Button, Field, Flex, Modal, TextInput, Textarea, Typography } from '@strapi/design-system';
import type { AttendeeRow } from '../backoffice/attendee-export';

/** One attendee as the server's 'Inscrits' route answers it (the type of the CSV and the printed list). */
type Attendee = AttendeeRow;
const doorTime = new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' });
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
  /** Attendees a message reaches (those with an account address). */
  reachable: number;
  members: Attendee[];
  messages: SentMessage[];
}

const SUBJECT_MAX = 150;
const TEXT_MAX = 5000;

const errorMessage = (error: unknown) =>
  (error as { response?: { data?: { error?: { message?: string } } } })?.response?.data?.error?.message ??
  'Une erreur est survenue : réessaie dans un instant.';

const frenchDateTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-BE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(new Date(iso));

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

function WriteToAttendees({
  documentId,
  count,
  reachable,
  onSent,
}: {
  documentId: string;
  count: number;
  reachable: number;
  onSent: () => void;
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [open, setOpen] = React.useState(false);
  const [subject, setSubject] = React.useState('');
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const { data } = await post(`/club/events/${documentId}/messages`, { subject, text });
      const sent = data.data as SentMessage;
      toggleNotification({ type: 'success', message: `Message envoyé à ${sent.recipients} participant${sent.recipients > 1 ? 's' : ''}.` });
      setOpen(false);
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
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <Button variant="secondary" fullWidth disabled={reachable === 0}>
          Écrire aux participants
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <form onSubmit={send} noValidate>
          <Modal.Header>
            <Modal.Title>Écrire aux participants</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography textColor="neutral600">
                {reachable === count
                  ? `Un e-mail à chacun des ${count} inscrits, à l’adresse de leur compte`
                  : `Un e-mail à ${reachable} des ${count} inscrits (les autres n’ont pas de compte), à l’adresse de leur compte`}{' '}
                (elle ne t’est pas montrée). Les réponses arrivent à ton adresse.
              </Typography>
              <Field.Root name="subject" required>
                <Field.Label>Objet</Field.Label>
                <TextInput
                  value={subject}
                  maxLength={SUBJECT_MAX}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) => setSubject(e.target.value)}
                />
              </Field.Root>
              <Field.Root name="text" required hint={`${text.length} / ${TEXT_MAX} caractères`}>
                <Field.Label>Message</Field.Label>
                <Textarea
                  value={text}
                  maxLength={TEXT_MAX}
                  onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value)}
                />
                <Field.Hint />
              </Field.Root>
              {error && (
                <Typography role="alert" textColor="danger600">
                  {error}
                </Typography>
              )}
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">Annuler</Button>
            </Modal.Close>
            <Button type="submit" loading={sending}>
              Envoyer
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

function AttendeesContent({ documentId }: { documentId: string }) {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [attendees, setAttendees] = React.useState<Attendees | null>(null);
  const [version, setVersion] = React.useState(0);
  React.useEffect(() => {
    let live = true;
    get(`/club/events/${documentId}/attendees`)
      .then(({ data }) => live && setAttendees(data.data))
      .catch(() => live && setAttendees(null));
    return () => {
      live = false;
    };
  }, [documentId, get, version]);

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
          <WriteToAttendees
            documentId={documentId}
            count={attendees.count}
            reachable={attendees.reachable}
            onSent={() => setVersion((v) => v + 1)}
          />
        </Flex>
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
export const AttendeesPanel = ({ model, documentId }: { model: string; documentId?: string }) => {
  if (model !== 'api::event.event' || !documentId) return null;
  return { title: 'Inscrits', content: <AttendeesContent documentId={documentId} /> };
};

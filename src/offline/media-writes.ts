// Who the media cache is being filled for. Images are fetched without the session, but which ones a page asks for
// depends on who is signed in (a hidden member's own photo, the door's attendees). Each write into the cache is
// tied to the viewer its download began for; the logout's purge (media-purge.ts) runs once the next viewer is
// mirrored, so a write landing around it either came before the purge or sees the change and takes itself back.
import { readSessionMirror } from './session-mirror';

/** The viewer the media cache is filled for now: the session the page mirrors into IndexedDB (null: anonymous). */
export const mediaViewer = async (): Promise<string | null> => (await readSessionMirror())?.viewer ?? null;

/** A download begun for `startedFor` may still write: the viewer has not changed since. */
export const stillViewing = async (startedFor: string | null, current: () => Promise<string | null> = mediaViewer) =>
  (await current()) === startedFor;

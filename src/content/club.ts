import { clubFromEnv } from './club-defaults';

/** The club's identity, in one place: name in page titles, short name as the tab title, contacts. */
export const club = clubFromEnv(import.meta.env);

// Who the club is and where its app lives, from the environment (docs/deploy.md), with the demo's defaults:
// the links and the name in every mail and page the server writes.

/** The app's public address, without a trailing slash. */
export const appUrl = () => (process.env.APP_URL || 'http://localhost:4173').replace(/\/+$/, '');
export const clubName = () => process.env.CLUB_NAME || 'Club Entrepreneurs Belges';
/** The address the club's mails come from. */
export const clubEmail = () => process.env.CLUB_EMAIL || 'contact@club-entrepreneurs.be';

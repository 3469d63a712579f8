// Two bars are fixed at the bottom of the screen: the offline banner, and the install offer standing on it.
/** The offline banner's height while it shows (written by the banner, read by the install offer). */
export const BANNER_HEIGHT_VAR = '--offline-banner-height';

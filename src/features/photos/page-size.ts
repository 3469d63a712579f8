// Apart from the component: the photos route's loader reads it, and the route tree is evaluated at every start.
/** Spec §9: 9 photos a page of /photos. */
export const PHOTOS_PAGE_SIZE = 9;

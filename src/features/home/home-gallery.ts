// Apart from the component: the home route's loader reads it, and the route tree is evaluated at every start.
/** How many of the latest photos the home page's gallery shows. */
export const HOME_GALLERY_MAX = 12;

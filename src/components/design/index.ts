/**
 * The app's design components: Chakra's design (its tokens and recipes, from `@chakra-ui/panda-preset`) drawn
 * with class names compiled by Panda CSS at build time — no styling runtime, so a server-rendered page is styled
 * the moment it arrives and hydrates without resolving a style. Names and props follow Chakra's components, so a
 * screen reads as it did with Chakra (docs/decisions/0001-chakra-compiled-with-panda.md). Chakra's own React components remain for
 * the overlays loaded after hydration (dialogs, drawers, menus…), inside `ChakraScope`.
 */
export * from './layout';
export * from './typography';
export * from './button';
export * from './badge';
export * from './field';
export * from './controls';
export * from './slots';
export * from './accordion';
export { Slot } from './slot';
export { css, cx } from 'styled-system/css';
export { Drawer } from './drawer';
export { CloseButton } from './close-button';

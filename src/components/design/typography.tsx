import { styled } from 'styled-system/jsx';
import { heading, link } from 'styled-system/recipes';
import { withAsChild } from './as-child';

/** Chakra's Text: a paragraph taking style props. */
export const Text = withAsChild(styled('p'));
export const Span = styled('span');
/** Chakra's Heading (its recipe: sizes, the heading font, semibold); an `h2` unless `as` says otherwise. */
export const Heading = withAsChild(styled('h2', heading));
/** Chakra's Link recipe; with `asChild` it styles a router `Link`. */
export const Link = withAsChild(styled('a', link));

import { styled } from 'styled-system/jsx';
import { withAsChild } from './as-child';

// Panda's layout patterns, with Chakra's names and defaults (panda.config.ts: a Grid has no gap unless asked,
// and `SimpleGrid` is read as a Grid).
export {
  AspectRatio,
  Center,
  Container,
  Flex,
  Grid,
  Grid as SimpleGrid,
  GridItem,
  HStack,
  Spacer,
  Stack,
  VStack,
  Wrap,
  styled,
} from 'styled-system/jsx';

/** Chakra's Box, with `asChild`. */
export const Box = withAsChild(styled('div'));

/** A card whose whole surface is a link (Chakra's LinkBox / LinkOverlay): the overlay's ::before covers the box. */
export const LinkBox = styled('div', {
  base: { position: 'relative', '& a[href]:not(.link-overlay), & button': { position: 'relative', zIndex: '1' } },
});
export const LinkOverlay = withAsChild(
  styled(
    'a',
    {
      base: {
        position: 'static',
        _before: {
          content: '""',
          cursor: 'inherit',
          display: 'block',
          position: 'absolute',
          top: '0',
          left: '0',
          zIndex: '0',
          width: '100%',
          height: '100%',
        },
      },
    },
    { defaultProps: { className: 'link-overlay' } },
  ),
);

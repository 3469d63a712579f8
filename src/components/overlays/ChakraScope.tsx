import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './chakra-system';

/**
 * Where Chakra's React components may draw: the overlays and widgets loaded after hydration (dialogs, drawers,
 * menus, checkboxes…). A module that uses them wraps its content in this scope and is itself loaded on demand
 * (never with a page's first load): the pages drawn before hydration use `@/components/design` (Panda), and
 * carry no emotion (tests/unit/chunk-manifest.test.ts).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

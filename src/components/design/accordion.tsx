import { createStyleContext, styled } from 'styled-system/jsx';
import { accordion } from 'styled-system/recipes';

// Chakra's Accordion drawn with its slot recipe over the browser's own disclosure: an item is a `<details>`, its
// trigger the `<summary>`. It opens and closes before hydration (and without JavaScript); items that share a
// `name` open one at a time (Chakra's single, collapsible accordion). Chakra's `value`/`onValueChange` are not
// here: the browser keeps the state.

const accordionContext = createStyleContext(accordion);

/** The summary without the browser's marker (the indicator shows the state), a pointer as on Chakra's button. */
const Summary = styled('summary', {
  base: { cursor: 'pointer', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } },
});

/** Chakra's chevron, turned while its item is open. */
const Indicator = styled('span', {
  base: { '[open] > summary > &': { rotate: '180deg' } },
});

export const Accordion = {
  Root: accordionContext.withProvider('div', 'root'),
  Item: accordionContext.withContext('details', 'item'),
  ItemTrigger: accordionContext.withContext(Summary, 'itemTrigger'),
  ItemContent: accordionContext.withContext('div', 'itemContent'),
  ItemBody: accordionContext.withContext('div', 'itemBody'),
  ItemIndicator: accordionContext.withContext(Indicator, 'itemIndicator', {
    defaultProps: {
      'aria-hidden': true,
      children: (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      ),
    },
  }),
};

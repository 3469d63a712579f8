import { createStyleContext } from 'styled-system/jsx';
import { alert, avatar, card, list, nativeSelect, tag } from 'styled-system/recipes';

// Chakra's multi-part components, drawn with their slot recipes from Chakra's preset (the same parts and
// variants as `<Alert.Root status="error">`…). The field has its own file (field.tsx): it also ties ids.

const alertContext = createStyleContext(alert);
export const Alert = {
  Root: alertContext.withProvider('div', 'root', { defaultProps: { role: 'alert' } }),
  Indicator: alertContext.withContext('span', 'indicator'),
  Content: alertContext.withContext('div', 'content'),
  Title: alertContext.withContext('div', 'title'),
  Description: alertContext.withContext('div', 'description'),
};

const listContext = createStyleContext(list);
export const List = {
  Root: listContext.withProvider('ul', 'root'),
  Item: listContext.withContext('li', 'item'),
  Indicator: listContext.withContext('span', 'indicator'),
};

const tagContext = createStyleContext(tag);
export const Tag = {
  Root: tagContext.withProvider('span', 'root'),
  Label: tagContext.withContext('span', 'label'),
  StartElement: tagContext.withContext('span', 'startElement'),
  EndElement: tagContext.withContext('span', 'endElement'),
};

const avatarContext = createStyleContext(avatar);
export const Avatar = {
  Root: avatarContext.withProvider('div', 'root'),
  Image: avatarContext.withContext('img', 'image'),
  Fallback: avatarContext.withContext('div', 'fallback'),
};

const cardContext = createStyleContext(card);
export const Card = {
  Root: cardContext.withProvider('div', 'root'),
  Header: cardContext.withContext('div', 'header'),
  Body: cardContext.withContext('div', 'body'),
  Footer: cardContext.withContext('div', 'footer'),
  Title: cardContext.withContext('h3', 'title'),
  Description: cardContext.withContext('p', 'description'),
};

const nativeSelectContext = createStyleContext(nativeSelect);
export const NativeSelect = {
  Root: nativeSelectContext.withProvider('div', 'root'),
  Field: nativeSelectContext.withContext('select', 'field'),
  Indicator: nativeSelectContext.withContext('div', 'indicator', {
    defaultProps: {
      'aria-hidden': true,
      children: (
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" />
        </svg>
      ),
    },
  }),
};

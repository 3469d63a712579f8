import type { AriaLiveMessages, GroupBase } from 'react-select';

// react-select's words for screen readers, in French (its own are English: a remove button read "Remove recr").
// The spec keeps its visible 'No options' and 'Loading...' as they are.

export const removeTagLabel = (tag: string) => `Retirer ${tag}`;

export const screenReaderStatus = ({ count }: { count: number }) =>
  count === 0 ? 'Aucune suggestion' : count === 1 ? '1 suggestion' : `${count} suggestions`;

export function tagLiveMessages<Option>(): AriaLiveMessages<Option, true, GroupBase<Option>> {
  return {
    guidance: ({ context, isInitialFocus }) => {
      if (context === 'menu')
        return 'Haut et Bas pour parcourir les suggestions, Entrée pour choisir celle qui est en surbrillance, Échap pour fermer la liste.';
      if (context === 'input' && isInitialFocus)
        return 'Tape pour filtrer les suggestions, Bas pour ouvrir la liste, Gauche pour parcourir les tags choisis.';
      if (context === 'value')
        return 'Gauche et Droite pour parcourir les tags choisis, Retour arrière pour retirer celui qui est en surbrillance.';
      return '';
    },
    onChange: ({ action, label = '' }) => {
      if (action === 'select-option') return `${label} ajouté.`;
      if (action === 'deselect-option' || action === 'pop-value' || action === 'remove-value') return `${label} retiré.`;
      if (action === 'clear') return 'Tous les tags ont été retirés.';
      return '';
    },
    onFocus: ({ context, label = '', focused, options, selectValue }) => {
      const list: readonly unknown[] = context === 'value' ? selectValue : options;
      const position = list.length > 0 ? `, ${list.indexOf(focused) + 1} sur ${list.length}` : '';
      return context === 'value' ? `Tag ${label} en surbrillance${position}.` : `${label}${position}.`;
    },
    onFilter: ({ inputValue, resultsMessage }) => (inputValue ? `${resultsMessage} pour « ${inputValue} ».` : `${resultsMessage}.`),
  };
}

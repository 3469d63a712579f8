import CreatableSelect from 'react-select/creatable';
import type { Taxon } from '@/api/types';
import { addTypedTag, tagsFromTaxa, tagsOnBlur, type TagValue } from '@/lib/tags';

interface TagOption {
  value: string;
  label: string;
  tag: TagValue;
}

const toOption = (tag: TagValue): TagOption => ({
  value: tag.id === null ? `new:${tag.name.toLocaleLowerCase('fr')}` : String(tag.id),
  label: tag.name,
  tag,
});

interface TagSelectProps {
  inputId: string;
  /** The known sectors, skills or services. */
  options: Taxon[];
  value: TagValue[];
  onChange: (value: TagValue[]) => void;
  onBlur?: () => void;
  isLoading?: boolean;
  isDisabled?: boolean;
  invalid?: boolean;
}

/**
 * Multi-select with free tags (spec §2, §4): clearable, searchable, creatable. A tap or Enter on a
 * suggestion chooses it; a typed tag that matches no option becomes a new one on Enter, Tab or blur (it
 * has no id until the form saves it); a tag equal to an existing one (case and accents aside) is that one.
 * Texts 'No options' and 'Loading...' are react-select's own, as in the spec.
 */
export function TagSelect({ inputId, options, value, onChange, onBlur, isLoading, isDisabled, invalid }: TagSelectProps) {
  const known = tagsFromTaxa(options);
  return (
    <CreatableSelect<TagOption, true>
      inputId={inputId}
      instanceId={inputId}
      classNamePrefix="tag-select"
      isMulti
      isClearable
      isSearchable
      isLoading={isLoading}
      isDisabled={isDisabled}
      aria-invalid={invalid || undefined}
      placeholder="Choisis ou tape pour ajouter…"
      formatCreateLabel={(input) => `Ajouter « ${input} »`}
      options={known.map(toOption)}
      value={value.map(toOption)}
      onChange={(selected) => onChange(selected.map((option) => option.tag))}
      onCreateOption={(input) => onChange(addTypedTag(value, known, input))}
      onInputChange={(input, meta) => {
        // Blur keeps typed text that matches no suggestion as a tag; text that matches suggestions is left to
        // the tap on one of them (on a phone that tap blurs the input first).
        // Nothing to add: no onChange at all (`value` may be older than the selection the tap just made).
        if (meta.action === 'input-blur' && meta.prevInputValue.trim() !== '') {
          const next = tagsOnBlur(value, known, meta.prevInputValue);
          if (next !== value) onChange(next);
        }
        return input;
      }}
      onBlur={onBlur}
      menuPortalTarget={typeof document === 'undefined' ? undefined : document.body}
      styles={{
        menuPortal: (base) => ({ ...base, zIndex: 1500 }),
        control: (base, state) => ({
          ...base,
          minHeight: 40,
          borderColor: invalid ? '#e53e3e' : state.isFocused ? '#1a2b4c' : base.borderColor,
        }),
      }}
    />
  );
}

import { useRef } from 'react';
import CreatableSelect from 'react-select/creatable';
import { components, type MultiValueRemoveProps, type OptionProps } from 'react-select';
import type { Taxon } from '@/api/types';
import { addTypedTag, tagsFromTaxa, tagsOnBlur, type TagValue } from '@/lib/tags';
import { removeTagLabel, screenReaderStatus, tagLiveMessages } from './tag-select-texts';

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

/**
 * A suggestion chosen only by a press that started on it. On a phone, the tap that opens the list ends with a click
 * where the finger is; if a suggestion had come under the finger by then (the list opened there, or the page moved),
 * react-select chose it: 'Aménagement de jardins' was saved with a company nobody had given it (issue 26). A click
 * with no press at all (`detail` 0: the keyboard, a screen reader) still chooses.
 */
function PressedOption(props: OptionProps<TagOption, true>) {
  const pressed = useRef(false);
  const { onClick } = props.innerProps;
  return (
    <components.Option
      {...props}
      innerProps={{
        ...props.innerProps,
        onPointerDown: () => {
          pressed.current = true;
        },
        onClick: (event) => {
          const chosen = pressed.current || event.detail === 0;
          pressed.current = false;
          if (chosen) onClick?.(event);
        },
      }}
    />
  );
}

/** The × of a chosen tag, named in French (react-select says "Remove …"). */
function RemoveTag(props: MultiValueRemoveProps<TagOption, true>) {
  return <components.MultiValueRemove {...props} innerProps={{ ...props.innerProps, 'aria-label': removeTagLabel(props.data.label) }} />;
}

const liveMessages = tagLiveMessages<TagOption>();

export interface TagSelectProps {
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
 * Texts 'No options' and 'Loading...' are react-select's own, as in the spec; what it says to screen readers is French.
 *
 * Opening the list never moves the page (a page that jumped under a finger made the tap choose what came under it)
 * and opens above the field when there is no room below it; the box takes the whole width of its field (it shrank to
 * its content, and suggestions wrapped over several lines).
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
      ariaLiveMessages={liveMessages}
      screenReaderStatus={screenReaderStatus}
      components={{ Option: PressedOption, MultiValueRemove: RemoveTag }}
      menuShouldScrollIntoView={false}
      menuPlacement="auto"
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
        container: (base) => ({ ...base, width: '100%' }),
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

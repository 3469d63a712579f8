import { Input, NativeSelect } from '@/components/design';
// Imported from Panda's own module: Panda's extractor only recognises `styled.form` there.
import { styled } from 'styled-system/jsx';
import type { Taxon } from '@/api/types';
import { useTypedText } from './use-typed-text';

interface ListFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  searchLabel: string;
  /** Omit to show no sector dropdown. */
  sectors?: Taxon[];
  sectorId?: number;
  onSectorChange?: (sectorId: number | undefined) => void;
  sectorPlaceholder?: string;
  sectorLabel?: string;
}

/**
 * The search box and the sector dropdown above a directory. A GET form, so a server-rendered page searches without
 * JavaScript too (Enter sends ?q=&sector=, which the page reads); with JavaScript the list follows each keystroke.
 * The box shows what is typed, never the URL's copy of it (`useTypedText`).
 */
export function ListFilters(props: ListFiltersProps) {
  const [text, type] = useTypedText(props.search, props.onSearchChange);
  return (
    <styled.form
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap="3"
      mb="6"
      method="get"
      role="search"
      onSubmit={(event) => event.preventDefault()}
    >
      <Input
        type="search"
        name="q"
        value={text}
        onChange={(event) => type(event.target.value)}
        placeholder={props.searchPlaceholder}
        aria-label={props.searchLabel}
        size="lg"
        flex={{ md: '2' }}
        bg="white"
      />
      {props.sectors && props.onSectorChange && (
        <NativeSelect.Root size="lg" flex={{ md: '1' }}>
          <NativeSelect.Field
            aria-label={props.sectorLabel}
            name="sector"
            value={props.sectorId ?? ''}
            bg="white"
            onChange={(event) => props.onSectorChange?.(event.target.value ? Number(event.target.value) : undefined)}
          >
            <option value="">{props.sectorPlaceholder}</option>
            {props.sectors.map((sector) => (
              <option key={sector.id} value={sector.id}>
                {sector.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </styled.form>
  );
}

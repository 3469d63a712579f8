import { Box, Heading, HStack, Tag } from '@/components/design';

interface TagListProps {
  items: { id: number; name: string }[];
  /** What the tags are ('Secteur(s) :', 'Services'…): a heading above them, or the list's accessible name. */
  label: string;
  /** Show the label as an h2 above the tags (a member's page); otherwise it names the list only. */
  withHeading?: boolean;
}

/** Sectors, skills or services as tags; nothing at all when there are none. */
export function TagList({ items, label, withHeading = false }: TagListProps) {
  if (items.length === 0) return null;
  const list = (
    <HStack as="ul" listStyleType="none" flexWrap="wrap" gap="2" aria-label={withHeading ? undefined : label}>
      {items.map((item) => (
        <li key={item.id}>
          <Tag.Root size="lg" colorPalette="red" variant="subtle">
            <Tag.Label>{item.name}</Tag.Label>
          </Tag.Root>
        </li>
      ))}
    </HStack>
  );
  if (!withHeading) return list;
  return (
    <Box>
      <Heading as="h2" size="md" color="brand.navy" mb="2">
        {label}
      </Heading>
      {list}
    </Box>
  );
}

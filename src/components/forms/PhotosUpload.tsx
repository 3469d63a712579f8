import { useRef, useState } from 'react';
import { Box, Button, CloseButton, HStack, Progress, SimpleGrid, Stack, Text } from '@/components/design';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { ACCEPTED_IMAGE_TYPES, addPhotos, photoCount, type PhotosState } from './image-files';
import { useObjectUrl } from './use-object-url';

function LocalThumb({ file, alt }: { file: File; alt: string }) {
  const url = useObjectUrl(file);
  if (!url) return <Box w="full" h="full" bg="gray.100" />;
  return <img src={url} alt={alt} width={160} height={120} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />;
}

export interface UploadProgress {
  done: number;
  total: number;
}

interface PhotosUploadProps {
  name: string;
  label: string;
  max: number;
  value: PhotosState;
  onChange: (value: PhotosState) => void;
  disabled?: boolean;
  /** While saving: how many of the new photos are uploaded. */
  progress?: UploadProgress | null;
}

/** Several photos (at most `max`), each added or removed on its own; applied when the form is saved. */
export function PhotosUpload({ name, label, max, value, onChange, disabled, progress }: PhotosUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const kept = value.saved.filter((photo) => !value.removedIds.includes(photo.id));
  const count = photoCount(value);

  return (
    <Stack gap="3" data-testid={`${name}-upload`}>
      <Text fontWeight="semibold" id={`${name}-label`}>
        {label} ({count}/{max})
      </Text>
      {count > 0 && (
        <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3" as="ul" listStyleType="none">
          {kept.map((photo, index) => (
            <Box as="li" key={photo.id} position="relative" h="28" borderRadius="md" overflow="hidden" data-testid={`${name}-saved`}>
              <ResponsiveImage
                media={photo}
                alt={`Photo ${index + 1}`}
                fallback="/no-image-found.jpg"
                sizes="160px"
                width={160}
                height={120}
                style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
              <CloseButton
                size="xs"
                position="absolute"
                top="1"
                right="1"
                bg="white"
                disabled={disabled}
                aria-label={`Retirer la photo ${index + 1}`}
                onClick={() => onChange({ ...value, removedIds: [...value.removedIds, photo.id] })}
              />
            </Box>
          ))}
          {value.files.map(({ key, file }) => (
            <Box
              as="li"
              key={key}
              position="relative"
              h="28"
              borderRadius="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor="brand.gold"
              data-testid={`${name}-new`}
            >
              <LocalThumb file={file} alt={`Nouvelle photo ${file.name}`} />
              <CloseButton
                size="xs"
                position="absolute"
                top="1"
                right="1"
                bg="white"
                disabled={disabled}
                aria-label={`Retirer la nouvelle photo ${file.name}`}
                onClick={() => onChange({ ...value, files: value.files.filter((entry) => entry.key !== key) })}
              />
            </Box>
          ))}
        </SimpleGrid>
      )}
      <input
        ref={input}
        id={`${name}-file`}
        data-testid={`${name}-file`}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        aria-labelledby={`${name}-label`}
        onChange={(event) => {
          const result = addPhotos(value, Array.from(event.target.files ?? []), max);
          setErrors(result.errors);
          onChange(result.state);
          event.target.value = '';
        }}
      />
      <HStack>
        <Button size="sm" colorPalette="red" bg="brand.accent" disabled={disabled || count >= max} onClick={() => input.current?.click()}>
          Ajouter des photos
        </Button>
      </HStack>
      {progress && progress.total > 0 && (
        <Progress.Root value={Math.round((progress.done / progress.total) * 100)} colorPalette="red" data-testid={`${name}-progress`}>
          <Progress.Label mb="1">
            Envoi des photos : {progress.done} / {progress.total}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {errors.map((error) => (
        <Text key={error} color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ))}
    </Stack>
  );
}

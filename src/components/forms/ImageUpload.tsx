import { useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@/components/design';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { checkImageFiles, ACCEPTED_IMAGE_TYPES, type SingleImageState } from './image-files';
import { useObjectUrl } from './use-object-url';

interface ImageUploadProps {
  /** Used for the file input's id and test ids. */
  name: string;
  label: string;
  alt: string;
  fallback: '/no-image.png' | '/no-image-found.jpg';
  value: SingleImageState;
  onChange: (value: SingleImageState) => void;
  disabled?: boolean;
  uploadLabel?: string;
}

/**
 * One image (member photo, company logo): upload, 'Mise à jour' to replace, 'Retirer' to remove,
 * a placeholder when none. Changes are applied when the form is saved.
 */
export function ImageUpload({
  name,
  label,
  alt,
  fallback,
  value,
  onChange,
  disabled,
  uploadLabel = 'Télécharger une image',
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const previewUrl = useObjectUrl(value.file);
  const shown = value.file ? 'new' : value.saved && !value.remove ? 'saved' : 'none';

  const onFiles = (list: FileList | null) => {
    const { accepted, errors: problems } = checkImageFiles(Array.from(list ?? []), 1, 1);
    setErrors(problems);
    if (accepted[0]) onChange({ ...value, file: accepted[0], remove: false });
    if (input.current) input.current.value = '';
  };

  return (
    <Stack gap="3" data-testid={`${name}-upload`}>
      <Text fontWeight="semibold" id={`${name}-label`}>
        {label}
      </Text>
      <Box w="48" h="48" borderRadius="lg" overflow="hidden" bg="gray.100" borderWidth="1px">
        {shown === 'new' && previewUrl ? (
          <img
            src={previewUrl}
            alt={alt}
            width={192}
            height={192}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            data-testid={`${name}-preview`}
          />
        ) : (
          <ResponsiveImage
            media={shown === 'saved' ? value.saved : null}
            alt={shown === 'none' ? 'Aucune image' : alt}
            fallback={fallback}
            sizes="192px"
            width={192}
            height={192}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <input
        ref={input}
        id={`${name}-file`}
        data-testid={`${name}-file`}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        aria-labelledby={`${name}-label`}
        onChange={(event) => onFiles(event.target.files)}
      />
      <HStack gap="2" flexWrap="wrap">
        {shown === 'none' ? (
          <Button size="sm" colorPalette="red" bg="brand.accent" disabled={disabled} onClick={() => input.current?.click()}>
            {uploadLabel}
          </Button>
        ) : (
          <>
            <Button size="sm" colorPalette="red" bg="brand.accent" disabled={disabled} onClick={() => input.current?.click()}>
              Mise à jour
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={() => {
                setErrors([]);
                onChange({ ...value, file: null, remove: value.saved !== null });
              }}
            >
              Retirer
            </Button>
          </>
        )}
      </HStack>
      {errors.map((error) => (
        <Text key={error} color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      ))}
    </Stack>
  );
}

import { AspectRatio, Box, Link as ChakraLink } from '@/components/design';
import { videoSource } from '@/lib/video';

interface VideoEmbedProps {
  /** The video URL as typed by its owner. */
  url: string | null | undefined;
  /** Names the iframe (required for screen readers), e.g. 'Vidéo de présentation de …'. */
  title: string;
  /** Text of the plain link when the URL is not a known video site. */
  linkLabel: string;
}

/**
 * A presentation video: YouTube (youtube-nocookie.com) and Vimeo (dnt=1) are embedded in a 16:9 box
 * that is loaded lazily; any other http(s) URL is a plain link; nothing usable → nothing.
 */
export function VideoEmbed({ url, title, linkLabel }: VideoEmbedProps) {
  const source = videoSource(url);
  if (!source) return null;
  if (source.kind === 'link') {
    return (
      <ChakraLink href={source.url} target="_blank" rel="noopener noreferrer" color="brand.accent" fontWeight="semibold">
        {linkLabel}
      </ChakraLink>
    );
  }
  return (
    <Box maxW="3xl" borderRadius="lg" overflow="hidden" boxShadow="md" bg="black">
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={source.embedUrl}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
          data-video-kind={source.kind}
        />
      </AspectRatio>
    </Box>
  );
}

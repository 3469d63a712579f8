import { useEffect, useRef, useState } from 'react';
import { Box, Text, styled } from '@/components/design';
import { createQrReader } from '../qr-reader';
import { doorTexts as t } from '../texts';

interface DoorScannerProps {
  /** A decoded code (the same code is given again only after a pause). */
  onCode: (text: string) => void;
}

const SAME_CODE_PAUSE_MS = 2500;
const FRAME_INTERVAL_MS = 120;

/** The back camera, read continuously while shown; stopped when closed. */
export function DoorScanner({ onCode }: DoorScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'running' | 'denied'>('starting');
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const last = { text: '', at: 0 };
    void (async () => {
      try {
        const [media, reader] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          createQrReader(),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setState('running');
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            const text = await reader.read(video.current);
            const now = Date.now();
            if (text && (text !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) {
              last.text = text;
              last.at = now;
              onCodeRef.current(text);
            } else if (text) {
              last.at = now;
            }
          } catch {
            /* a frame that could not be read: the next one will */
          }
          if (!stopped) timer = window.setTimeout(() => void tick(), FRAME_INTERVAL_MS);
        };
        void tick();
      } catch (error) {
        console.warn('[door] camera', error);
        if (!stopped) setState('denied');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (state === 'denied') return <Text color="red.700">{t.scan.denied}</Text>;
  return (
    <Box>
      <styled.video ref={video} muted playsInline width="100%" maxHeight="260px" bg="black" borderRadius="md" aria-label={t.scan.hint} />
      <Text fontSize="sm" color="gray.700" mt="1">
        {state === 'starting' ? t.scan.starting : t.scan.hint}
      </Text>
    </Box>
  );
}

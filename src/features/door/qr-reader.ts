// Reads QR codes from the camera's video. The browser's own BarcodeDetector where it has one (Chrome on Android,
// Safari 17+ on iOS: native, fast); else jsQR (pure JavaScript, QR only, loaded on demand). jsQR rather than the
// zxing-wasm BarcodeDetector polyfill: it needs no WebAssembly (the app's CSP allows no 'wasm-unsafe-eval' and
// its .wasm would have to be served and precached), and it is one chunk, which the service worker stores when the door
// prepares for offline (src/offline/on-demand-code.ts: not in every member's precache).
// Each frame's centre square is read, downscaled to ≤ 400 px: a code is held in front of the phone, in the middle
// of what it films, and a slow phone decodes that in a fraction of the whole frame's time (jsQR's work grows
// with the pixels).

export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

const MAX_SIDE = 400;

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const decode = (video: HTMLVideoElement): string | null => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    const square = Math.min(width, height);
    const side = Math.min(square, MAX_SIDE);
    if (canvas.width !== side) canvas.width = canvas.height = side;
    context.drawImage(video, (width - square) / 2, (height - square) / 2, square, square, 0, 0, side, side);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
  return (video) => Promise.resolve(decode(video));
}

/** The best reader this browser has. */
export async function createQrReader(): Promise<{ read: QrReader; native: boolean }> {
  const native = await nativeReader();
  return native ? { read: native, native: true } : { read: await jsQrReader(), native: false };
}

/**
 * Loads the decoder while the network is there (the door is opened online before the event): the scanner then
 * works offline on this page even before the service worker has stored the chunk (the door's readiness waits for that).
 */
export function preloadQrDecoder(): void {
  if (!(globalThis as { BarcodeDetector?: unknown }).BarcodeDetector) void import('jsqr').catch(() => undefined);
}

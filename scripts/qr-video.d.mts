export function qrVideo(texts: string[], options?: { seconds?: number; greySeconds?: number; fps?: number }): string;

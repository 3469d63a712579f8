// Y4M videos of QR codes, for Chromium's fake camera (--use-file-for-fake-video-capture, which loops the file):
// the door's end-to-end test and its bench hold members' codes in front of the phone with it. Written from the
// codes' modules (no ffmpeg on the machine): 640×480, grey levels only (4:2:0, neutral chroma).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

function codeFrame(text, chroma) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor(400 / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1)
      if (qr.modules.get(y, x))
        for (let dy = 0; dy < scale; dy += 1)
          luma.fill(16, (top + y * scale + dy) * WIDTH + left + x * scale, (top + y * scale + dy) * WIDTH + left + (x + 1) * scale);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * Writes a video showing each text as a QR code for `seconds`, each after `greySeconds` of plain grey (the moment a
 * code appears can then be seen in the page), and returns its path (in a new temporary folder).
 */
export function qrVideo(texts, { seconds = 2.5, greySeconds = 0, fps = 10 } = {}) {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const grey = Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc(WIDTH * HEIGHT, 128), chroma]);
  const parts = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (const text of texts) {
    const frame = codeFrame(text, chroma);
    for (let i = 0; i < greySeconds * fps; i += 1) parts.push(grey);
    for (let i = 0; i < seconds * fps; i += 1) parts.push(frame);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qr-video-')), 'codes.y4m');
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

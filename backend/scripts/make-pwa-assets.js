// One-off generator of the PWA's static images (icons, fallbacks), kept for when the brand changes:
//   cd backend && node scripts/make-pwa-assets.js
// Uses the server's sharp so the front end needs no native image dependency.
const path = require('path');
const sharp = require('sharp');

const out = path.resolve(__dirname, '..', '..', 'public');
const navy = '#1f2a44';
const accent = '#c8102e';

const mark = (size, padding) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${navy}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size / 2 - padding}" fill="${accent}"/>
  <text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Arial, sans-serif"
        font-weight="700" font-size="${(size - 2 * padding) * 0.36}" fill="#ffffff">CEB</text>
</svg>`;

const person = `
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#e2e8f0"/>
  <circle cx="200" cy="150" r="70" fill="#94a3b8"/>
  <path d="M60 380c0-80 63-140 140-140s140 60 140 140z" fill="#94a3b8"/>
</svg>`;

const picture = `
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
  <rect width="600" height="400" fill="#e2e8f0"/>
  <path d="M120 300l110-130 80 90 50-55 120 95z" fill="#94a3b8"/>
  <circle cx="420" cy="130" r="36" fill="#94a3b8"/>
  <text x="300" y="360" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#475569">Image indisponible</text>
</svg>`;

(async () => {
  await sharp(Buffer.from(mark(192, 16)))
    .png()
    .toFile(path.join(out, 'icons', 'icon-192.png'));
  await sharp(Buffer.from(mark(512, 40)))
    .png()
    .toFile(path.join(out, 'icons', 'icon-512.png'));
  // Maskable: the mark stays inside the 80 % safe zone.
  await sharp(Buffer.from(mark(512, 110)))
    .png()
    .toFile(path.join(out, 'icons', 'icon-maskable-512.png'));
  await sharp(Buffer.from(person)).png({ compressionLevel: 9 }).toFile(path.join(out, 'no-image.png'));
  await sharp(Buffer.from(picture)).jpeg({ quality: 75 }).toFile(path.join(out, 'no-image-found.jpg'));
  require('fs').writeFileSync(path.join(out, 'favicon.svg'), mark(64, 4).trim() + '\n');
  console.log('PWA assets written to', out);
})();

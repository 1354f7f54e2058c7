/**
 * A pool of demo pictures generated locally with sharp (no downloads): simple
 * "sea, sky and building" scenes drawn as SVG and written once as WebP in the
 * sizes the site serves, as `demo/p<n>-{thumb,card,full}.webp` in the uploads storage (services/storage).
 */
import sharp from 'sharp';
import type { Storage } from '../services/storage';
import { PHOTO_POOL } from './demo';
import { PHOTO_SIZES } from './photo-sizes';

export { PHOTO_SIZES };

/** The demo pictures come in the sizes their rows name (no large: they are drawn at 1280×960). */
const DEMO_SIZES = ['thumb', 'card', 'full'] as const;

function scene(n: number): string {
  let s = n * 2654435761;
  const r = (): number => {
    s = (s * 1103515245 + 12345) >>> 0;
    return s / 4294967296;
  };
  const hue = Math.floor(r() * 360);
  const sky = `hsl(${200 + Math.floor(r() * 30)},70%,${70 + Math.floor(r() * 15)}%)`;
  const sea = `hsl(${190 + Math.floor(r() * 25)},65%,${40 + Math.floor(r() * 15)}%)`;
  const wall = `hsl(${hue},${30 + Math.floor(r() * 40)}%,${75 + Math.floor(r() * 15)}%)`;
  const roof = `hsl(${(hue + 180) % 360},45%,40%)`;
  const bw = 420 + Math.floor(r() * 300);
  const bh = 260 + Math.floor(r() * 300);
  const bx = 160 + Math.floor(r() * (1280 - bw - 320));
  const by = 960 - 180 - bh;
  let windows = '';
  for (let y = by + 40; y < by + bh - 70; y += 90) {
    for (let x = bx + 40; x < bx + bw - 60; x += 110) windows += `<rect x="${x}" y="${y}" width="60" height="55" fill="hsl(205,60%,${55 + Math.floor(r() * 25)}%)"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960">
<rect width="1280" height="560" fill="${sky}"/><circle cx="${200 + Math.floor(r() * 900)}" cy="150" r="70" fill="#fff4c2"/>
<rect y="520" width="1280" height="260" fill="${sea}"/><rect y="780" width="1280" height="180" fill="hsl(40,35%,70%)"/>
<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}"/>
<polygon points="${bx - 30},${by} ${bx + bw / 2},${by - 90} ${bx + bw + 30},${by}" fill="${roof}"/>${windows}
<rect x="${bx + bw / 2 - 40}" y="${by + bh - 110}" width="80" height="110" fill="hsl(25,40%,35%)"/></svg>`;
}

/** Writes missing pictures (one listing of `demo/` tells which); returns how many files were written. */
export async function ensureDemoPhotos(storage: Storage): Promise<number> {
  const present = new Set<string>();
  for await (const object of storage.list('demo/')) if (object.size > 0) present.add(object.key);
  let written = 0;
  for (let n = 1; n <= PHOTO_POOL; n++) {
    const missing = DEMO_SIZES.filter((size) => !present.has(`demo/p${n}-${size}.webp`));
    if (missing.length === 0) continue;
    const png = await sharp(Buffer.from(scene(n))).png().toBuffer();
    for (const size of missing) {
      const [w, h] = PHOTO_SIZES[size as keyof typeof PHOTO_SIZES];
      await storage.put(`demo/p${n}-${size}.webp`, await sharp(png).resize(w, h).webp({ quality: 78 }).toBuffer(), 'image/webp');
      written++;
    }
  }
  return written;
}

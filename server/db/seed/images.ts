import { deflateSync } from 'node:zlib';
import type { Transaction } from 'kysely';
import { saveFile } from '../../files/storage';
import type { Database } from '../schema';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const hex = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));

/**
 * A real PNG for demo content (banners, news, logos): a diagonal gradient between two colours
 * with soft circles, so seeded pages look like a company's without shipping image files.
 */
export function demoPicture(width: number, height: number, from: string, to: string): Buffer {
  const [r1, g1, b1] = hex(from) as [number, number, number];
  const [r2, g2, b2] = hex(to) as [number, number, number];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const circles = [
    { x: width * 0.8, y: height * 0.3, r: height * 0.45 },
    { x: width * 0.15, y: height * 0.9, r: height * 0.35 },
  ];
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const light = circles.some((c) => (x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) ? 24 : 0;
      const offset = row + 1 + x * 3;
      raw[offset] = Math.min(255, Math.round(r1 + (r2 - r1) * t) + light);
      raw[offset + 1] = Math.min(255, Math.round(g1 + (g2 - g1) * t) + light);
      raw[offset + 2] = Math.min(255, Math.round(b1 + (b2 - b1) * t) + light);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores a demo picture (see demoPicture) as a PNG file and answers the file's id. */
export function saveDemoPicture(
  trx: Transaction<Database>,
  filename: string,
  [width, height]: readonly [number, number],
  [from, to]: readonly [string, string],
  createdBy: number | null = null,
): Promise<string> {
  const data = demoPicture(width, height, from, to);
  return saveFile(trx, { field: 'image', filename, data }, 'image/png', createdBy);
}

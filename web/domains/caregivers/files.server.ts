// Profile pictures (checked by their bytes first: web/server/file-kind.server.ts), re-encoded
// with sharp (libvips): decoding and encoding again drops every metadata block (EXIF with GPS,
// XMP, IPTC, comments) and anything appended to the file. The orientation EXIF carried is applied
// to the pixels first, so pictures stay upright.
import sharp from 'sharp';

/** The display picture's longest side and the square thumbnail's side, in pixels. */
export const DISPLAY_SIZE = 800;
export const THUMB_SIZE = 160;
/** Refuse decompression bombs: more pixels than a 50-megapixel photo. */
const MAX_INPUT_PIXELS = 50_000_000;

export class UnreadableImage extends Error {}

export type ProcessedImage = { display: Uint8Array; thumb: Uint8Array };

/** A display size (fits 800×800, never enlarged) and a 160×160 square thumbnail, as JPEG. */
export async function processProfileImage(bytes: Uint8Array): Promise<ProcessedImage> {
  try {
    const input = () =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [display, thumb] = await Promise.all([
      input()
        .resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
      input()
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
    ]);
    return { display: new Uint8Array(display), thumb: new Uint8Array(thumb) };
  } catch (err) {
    throw new UnreadableImage(err instanceof Error ? err.message : String(err));
  }
}

/** Whether a JPEG carries an EXIF (APP1 "Exif\0\0") or XMP segment before its image data. */
export function hasJpegMetadata(bytes: Uint8Array): boolean {
  let i = 2;
  while (i + 4 <= bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1];
    if (marker === 0xda || marker === 0xd9) return false; // start of scan / end of image
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    if (marker === 0xe1) {
      const head = new TextDecoder('latin1').decode(bytes.slice(i + 4, i + 4 + 29));
      if (head.startsWith('Exif\0') || head.startsWith('http://ns.adobe.com/xap/')) return true;
    }
    i += 2 + length;
  }
  return false;
}

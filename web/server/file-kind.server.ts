// Uploaded files, checked by what they are (magic bytes), never by name or declared type: the
// background check and its receipt, the profile picture.

export type Sniffed = 'jpeg' | 'png' | 'pdf';

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

/** The file's real kind from its first bytes, or null. */
export function sniff(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  return null;
}

export const MIME: Record<Sniffed, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
export const EXTENSION: Record<Sniffed, 'jpg' | 'png' | 'pdf'> = {
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
};

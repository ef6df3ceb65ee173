// The checks a chosen photo passes before it is sent: an image, within the size limit.

/** Our limit, high enough that a photo straight from a phone camera still goes. */
export const MAX_PHOTO_MEGABYTES = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MEGABYTES * 1024 * 1024;

export type PhotoRefusal = 'not-image' | 'too-large';

/** Why the file cannot be sent, or null when it can. An empty file is no image. */
export function photoRefusal(file: Blob): PhotoRefusal | null {
  if (!file.type.toLowerCase().startsWith('image/') || file.size === 0) return 'not-image';
  return file.size > MAX_PHOTO_BYTES ? 'too-large' : null;
}

// The chosen photo decoded into pixels a canvas can draw, without giving it a URL the page could
// load: the site's Content-Security-Policy allows no blob: images.

/** A decoded photo; `release` lets its pixels go once they are drawn (a camera photo is megabytes). */
export interface DecodedPhoto {
  readonly source: CanvasImageSource;
  readonly width: number;
  readonly height: number;
  release(): void;
}

/**
 * Decodes `file`, orientated the way an <img> would show it. Rejects when the browser cannot
 * decode the picture, or when `signal` gives the decode up before it ends (a photo decoded after
 * that is let go at once and never returned).
 */
export async function decodePhoto(file: Blob, signal: AbortSignal): Promise<DecodedPhoto> {
  // Safari before 15 has no createImageBitmap: a data: URL (which the policy allows) in an image never put in the page.
  const photo = typeof window.createImageBitmap === 'function' ? await fromBitmap(file) : await fromImage(await readAsDataUrl(file, signal), signal);
  if (signal.aborted) {
    photo.release();
    throw givenUp();
  }
  if (photo.width > 0 && photo.height > 0) return photo;
  photo.release();
  throw new Error('the picture has no pixels');
}

async function fromBitmap(file: Blob): Promise<DecodedPhoto> {
  // No options: every browser's default follows the photo's EXIF orientation, as an <img> does.
  const bitmap = await window.createImageBitmap(file);
  return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
}

function readAsDataUrl(file: Blob, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(givenUp());
    const reader = new FileReader();
    const abort = () => reader.abort();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('the file was not read as a URL')));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.onabort = () => reject(givenUp());
    reader.onloadend = () => signal.removeEventListener('abort', abort);
    signal.addEventListener('abort', abort);
    reader.readAsDataURL(file);
  });
}

function fromImage(url: string, signal: AbortSignal): Promise<DecodedPhoto> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Dropping the source stops a load under way and frees the decoded pixels.
    const release = () => image.removeAttribute('src');
    const abort = () => {
      release();
      reject(givenUp());
    };
    const settle = () => {
      image.onload = null;
      image.onerror = null;
      signal.removeEventListener('abort', abort);
    };
    image.onload = () => {
      settle();
      resolve({ source: image, width: image.naturalWidth, height: image.naturalHeight, release });
    };
    image.onerror = () => {
      settle();
      release();
      reject(new Error('the browser cannot decode the picture'));
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort);
    image.src = url;
  });
}

function givenUp(): DOMException {
  return new DOMException('the preview is no longer wanted', 'AbortError');
}

// The video in the placeholder's place. The poster stays in the page, invisible, and keeps
// holding the box the site's CSS gives it; the iframe lies exactly over it, so nothing moves when
// it comes and it follows the poster when the page is resized.

export interface VideoFrameOptions {
  src: string;
  title: string;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The poster's box inside the marker's padding box (where an absolute child's 0, 0 is). */
function posterBox(marker: HTMLElement, poster: HTMLElement): Box {
  const outer = marker.getBoundingClientRect();
  const inner = poster.getBoundingClientRect();
  return {
    left: inner.left - outer.left - marker.clientLeft,
    top: inner.top - outer.top - marker.clientTop,
    width: inner.width,
    height: inner.height,
  };
}

/** Puts the video over the poster; returns what takes it away again (the poster shows again). */
export function attachVideoFrame(marker: HTMLElement, poster: HTMLElement, { src, title }: VideoFrameOptions): () => void {
  const view = marker.ownerDocument.defaultView ?? window;
  const before = { position: marker.style.position, visibility: poster.style.visibility };
  // The iframe's 0, 0 is the marker's: a static marker becomes relative (which moves nothing).
  const position = view.getComputedStyle(marker).position;
  if (!position || position === 'static') marker.style.position = 'relative';

  const frame = marker.ownerDocument.createElement('iframe');
  frame.className = 'video__frame';
  frame.src = src;
  frame.title = title;
  frame.setAttribute('allowfullscreen', '');
  // Structure through the style object (a strict style-src CSP allows it): no border of its own, the poster's box.
  frame.style.position = 'absolute';
  frame.style.border = '0';
  frame.style.boxSizing = 'border-box';
  const fit = () => {
    const box = posterBox(marker, poster);
    frame.style.left = `${box.left}px`;
    frame.style.top = `${box.top}px`;
    frame.style.width = `${box.width}px`;
    frame.style.height = `${box.height}px`;
  };
  fit();
  poster.style.visibility = 'hidden';
  marker.append(frame);

  // Older browsers without ResizeObserver keep the box of the moment the video came.
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
  resized?.observe(marker);
  resized?.observe(poster);

  return () => {
    resized?.disconnect();
    frame.remove();
    poster.style.visibility = before.visibility;
    marker.style.position = before.position;
  };
}

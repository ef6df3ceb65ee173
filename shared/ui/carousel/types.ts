/** One photo of a carousel, read from server HTML attributes (never from HTML text). */
export interface CarouselSlide {
  src: string;
  alt: string;
  /** The image's intrinsic size, so the slide keeps its place before the file arrives. */
  width?: number;
  height?: number;
}

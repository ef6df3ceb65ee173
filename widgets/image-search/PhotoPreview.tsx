import { useEffect, useRef, useState } from 'react';
import { decodePhoto } from './decodePhoto.ts';
import { drawPhoto } from './drawPhoto.ts';

interface Props {
  photo: Blob;
  /** The preview's accessible name. */
  label: string;
}

interface Outcome {
  photo: Blob;
  drawn: boolean;
}

/**
 * The chosen photo drawn into a canvas: unlike an <img>, it needs no URL, so no blob: the site's
 * Content-Security-Policy would refuse. Hidden until the photo is drawn; a photo the browser
 * cannot decode shows nothing. A newer photo, or the dialog closing, gives up a decode under way.
 */
export function PhotoPreview({ photo, label }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const decode = new AbortController();
    decodePhoto(photo, decode.signal).then(
      (decoded) => {
        // Given up between the decode's end and this turn (a render in between): nothing is drawn.
        if (!decode.signal.aborted) setOutcome({ photo, drawn: drawPhoto(canvas, decoded) });
        // The canvas keeps its own copy at the preview's size: the photo's full pixels can go.
        decoded.release();
      },
      () => {
        if (!decode.signal.aborted) setOutcome({ photo, drawn: false });
      },
    );
    return () => decode.abort();
  }, [photo]);

  const current = outcome?.photo === photo ? outcome : null;
  if (current && !current.drawn) return null;
  return <canvas ref={canvasRef} className="image-search-dialog__preview" role="img" aria-label={label} hidden={!current} style={PREVIEW} />;
}

// A canvas never overflows the dialog, whatever the site's CSS; its height follows its width.
const PREVIEW = { maxWidth: '100%', height: 'auto' } as const;

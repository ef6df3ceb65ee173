import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Carousel } from '../../shared/ui/Carousel.tsx';
import { ServerHtml } from '../../shared/ui/ServerHtml.tsx';
import { findGallery, type Gallery } from './readQuickView.ts';
import { productPhotos } from '../../shared/i18n/messages/quickView.ts';
import { useT } from '../../shared/ui/useT.ts';

/**
 * The server's quick-view html. ServerHtml inserts it and mounts its markers (favourite, price,
 * sizes, buy button); the photo gallery in it becomes a carousel rendered in its place.
 */
export function QuickViewContent({ html }: { html: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [gallery, setGallery] = useState<Gallery | null>(null);

  // ServerHtml is a child, so its layout effect has inserted the html by now. The photos are read
  // from attributes, the gallery emptied and the carousel portalled into it before the browser
  // paints, so the server's own photo grid never flashes.
  useLayoutEffect(() => {
    const found = ref.current ? findGallery(ref.current) : null;
    if (found) {
      found.node.replaceChildren();
      found.node.classList.add('is-carousel');
    }
    setGallery(found);
  }, [html]);

  return (
    <div ref={ref} className="quick-view-dialog__content">
      <ServerHtml html={html} />
      {gallery && createPortal(<Carousel slides={gallery.slides} label={t(productPhotos)} />, gallery.node)}
    </div>
  );
}

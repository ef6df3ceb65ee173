import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { useServerNodes } from '../../shared/ui/useServerNodes.ts';
import { afterFirstAction, shopperHasActed } from '../../shared/browser/firstAction.ts';
import { posterOf, videoSource, videoTitle } from './source.ts';
import { attachVideoFrame } from './videoFrame.ts';

interface Props extends HostProps {
  src: string;
  title: string;
}

/**
 * A video placeholder: the server's poster until the shopper's first click, scroll or
 * context-menu action on the page, then the video in an iframe of the poster's box.
 */
export function Video(props: Props) {
  useServerNodes(props);
  const { host, src, title } = props;
  const [playing, setPlaying] = useState(shopperHasActed);

  useLayoutEffect(() => {
    if (!playing) return afterFirstAction(() => setPlaying(true));
    const poster = posterOf(host);
    // validate() refused other addresses; checked again where the iframe gets it.
    const safeSrc = videoSource(src);
    return poster && safeSrc ? attachVideoFrame(host, poster, { src: safeSrc, title: videoTitle(title, poster) }) : undefined;
  }, [host, playing, src, title]);

  return null;
}

import { FIRST_ACTION } from '../../shared/browser/firstAction.ts';
import { defineWidget } from '../../shared/runtime/index.ts';
import { posterOf, videoSource, videoTitle } from './source.ts';
import { Video } from './Video.tsx';

export const video = defineWidget({
  name: 'video',
  attributes: {
    src: { attr: 'data-src', kind: 'text', required: true, hint: 'the video page to embed: on this site, or an https address' },
    title: { attr: 'data-title', kind: 'text', default: '' },
  },
  component: Video,
  validate: (element, { src, title }) => {
    if (videoSource(src) === null) return { attribute: 'data-src', message: `"${src.slice(0, 40)}" is not valid; expected the video page to embed: on this site, or an https address` };
    const poster = posterOf(element);
    if (!poster) return { attribute: null, message: 'the marker must hold its poster, an img.video__poster' };
    return videoTitle(title, poster) ? null : { attribute: 'data-title', message: 'is missing; expected the video’s name (or an alt text on the poster), which names the iframe' };
  },
  // Nothing to do before the shopper's first action on the page: the page wiring wakes the
  // marker then, and its chunk comes then, or earlier on intent on the marker (the widget waits).
  defaultMount: 'interaction',
  claims: FIRST_ACTION,
  chunk: 'video',
});

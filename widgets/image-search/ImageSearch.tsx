import { useState } from 'react';
import type { HostProps } from '../../shared/runtime/index.ts';
import { imageSearchKindOf } from './imageSearchForm.ts';
import { PhotoSearch } from './PhotoSearch.tsx';
import { ProductImageSearch } from './ProductImageSearch.tsx';

/**
 * Search by image on the server's own form: a photo upload, or a
 * product's image. The marker's kind is read once, from the nodes the server put in it.
 */
export function ImageSearch(props: HostProps) {
  const [kind] = useState(() => imageSearchKindOf(props.serverNodes.nodes));
  return kind === 'upload' ? <PhotoSearch {...props} /> : <ProductImageSearch {...props} />;
}

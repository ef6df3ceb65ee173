// Search by image (SPEC 2 "Search", 7 search-image): POST /ajax/search-image/, then the results
// or the no-result route. Failures are reported here; the widget only shows that it failed.
import { searchByImage, type ImageSearchInput } from '../api/index.ts';
import { navigation } from '../browser/navigation.ts';
import { handleError } from '../log/handleError.ts';
import { store } from '../store/index.ts';
import { imageSearchTarget } from './imageSearchTarget.ts';

/** leaving: the page is going to the answer's route; failed: reported, the shopper may try again; cancelled: the caller aborted. */
export type ImageSearchOutcome = 'leaving' | 'failed' | 'cancelled';

/**
 * Sends a photo, a product's image or an uploaded image's id, and goes where the answer says
 * (SPEC 2). Never rejects: a failed call, or an answer with neither id nor image, is reported and
 * resolves 'failed'; an aborted one resolves 'cancelled' without a report.
 */
export async function searchImageAndGo(source: ImageSearchInput, signal?: AbortSignal): Promise<ImageSearchOutcome> {
  let target: string | null;
  try {
    const answer = await searchByImage(source, { signal });
    if (signal?.aborted) return 'cancelled';
    target = imageSearchTarget(answer, store.pageContext.peek().root);
  } catch (error) {
    if (signal?.aborted) return 'cancelled';
    handleError(error, 'the image search failed; the shopper can try again');
    return 'failed';
  }
  if (target === null) {
    handleError(undefined, 'the image search answered neither a search id nor an image');
    return 'failed';
  }
  try {
    navigation.goTo(target);
  } catch (error) {
    // A sandboxed frame may refuse to navigate: the shopper keeps the page and may try again.
    handleError(error, `the image search could not go to ${target}`);
    return 'failed';
  }
  return 'leaving';
}

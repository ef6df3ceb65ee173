// Search by image (widgets/image-search, docs/api.md searchImage): POST /ajax/search-image/, then
// the results or the no-result route. Failures are reported here, with the shopper's message; the
// widget only shows it.
import { searchByImage, type ImageSearchInput } from '../api/index.ts';

/** What a photo search sends: a file the shopper chose, or a product's picture. */
export type { ImageSearchInput };
import { navigation } from '../browser/navigation.ts';
import { photoSearchFailed } from '../i18n/messages/imageSearch.ts';
import { handleError } from '../log/handleError.ts';
import { store } from '../store/index.ts';
import { imageSearchTarget } from './imageSearchTarget.ts';
import { attempt, type Outcome } from './outcome.ts';

/**
 * Sends a photo, a product's image or an uploaded image's id, and goes where the answer says
 * (widgets/image-search); ok means the page is leaving for the answer's route. Never rejects: a
 * failed call, or an answer with neither id nor image, is reported and fails with photoSearchFailed
 * (the shopper may try again); an aborted one fails with no message and no report.
 */
export async function searchImageAndGo(source: ImageSearchInput, signal?: AbortSignal): Promise<Outcome<void>> {
  const found = await attempt(
    async () => imageSearchTarget(await searchByImage(source, { signal }), store.pageContext.peek().root),
    { report: 'the image search failed; the shopper can try again', message: photoSearchFailed },
    signal,
  );
  if (!found.ok) return found;
  const target = found.value;
  if (target === null) {
    handleError(undefined, 'the image search answered neither a search id nor an image');
    return { ok: false, message: photoSearchFailed };
  }
  try {
    navigation.goTo(target);
  } catch (error) {
    // A sandboxed frame may refuse to navigate: the shopper keeps the page and may try again.
    handleError(error, `the image search could not go to ${target}`);
    return { ok: false, message: photoSearchFailed };
  }
  return { ok: true, value: undefined };
}

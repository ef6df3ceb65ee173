import { loadPart } from '../runtime/index.ts';

/*
 * The dialogs for widgets that show one only now and then, from a chunk every page runs before
 * any input: each comes with its host's file (Dialog with `dialog`, the message and question forms
 * with `common`; scripts/build/chunks.mjs, FIXED_HOSTS) when the widget asks. In one module, which
 * the page chunk hosts: the imports' glue ships once, not in every chunk that asks.
 */

/** The modal: the messenger invite. */
export const loadDialog = () => loadPart(() => import('./Dialog.tsx'));

/** The message modal: the promo banner's closing message. */
export const loadMessageModal = () => loadPart(() => import('./MessageModal.tsx'));

/** The yes/no question: the favourites page's clear-all. */
export const loadConfirmDialog = () => loadPart(() => import('./ConfirmDialog.tsx'));

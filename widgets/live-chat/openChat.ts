// The live chat is loaded on first use, then maximized. Its script defines
// window.LiveChat = { open(), maximize() }.
import { dismissMessages, showMessage } from '../../shared/actions/notices.ts';
import { loadScript } from '../../shared/browser/loadScript.ts';
import { ResourceLoadError } from '../../shared/browser/resourceLoadError.ts';
import { liveChatFailed } from '../../shared/i18n/messages/messaging.ts';
import { reportFor } from '../../shared/log/widgetReport.ts';

interface LiveChatApi {
  open?: () => void;
  maximize: () => void;
}

/** Set once the chat opened: later presses only maximize it again. */
let openedOnThisPage = false;

/** The chat the script defined, or null while (or when) there is none with a maximize(). */
function liveChat(): LiveChatApi | null {
  const chat: unknown = (window as unknown as { LiveChat?: unknown }).LiveChat;
  if (typeof chat !== 'object' || chat === null) return null;
  return typeof (chat as { maximize?: unknown }).maximize === 'function' ? (chat as LiveChatApi) : null;
}

/**
 * Maximizes the chat when it is already open on this page; false when it still has to be loaded
 * (first press, or the last attempt failed). Synchronous, so a later press shows no loader.
 */
export function maximizeOpenChat(): boolean {
  const chat = openedOnThisPage ? liveChat() : null;
  if (!chat) return false;
  try {
    chat.maximize();
    return true;
  } catch {
    // Reported by the full attempt that follows.
    return false;
  }
}

/**
 * Loads the chat's script (once per page: loadScript remembers it) and opens the chat maximized.
 * Never rejects: a failure is one console error naming the address and what went wrong, and a
 * message to the shopper; the next press tries again. Resolves whether the chat opened.
 */
export async function openLiveChat(src: string, element: HTMLElement): Promise<boolean> {
  const fail = (error: unknown, what: string): false => {
    reportFor(element)(`${what}; the button works again`, error);
    showMessage(liveChatFailed, 'error');
    return false;
  };
  try {
    await loadScript(src);
  } catch (error) {
    if (error instanceof ResourceLoadError) return fail(error, `the chat script ${error.url || JSON.stringify(src)} did not load (${error.kind})`);
    return fail(error, `the chat script ${src} did not load`);
  }
  const chat = liveChat();
  if (!chat) return fail(undefined, `the chat script ${src} loaded but window.LiveChat.maximize is missing`);
  try {
    if (!openedOnThisPage && typeof chat.open === 'function') chat.open();
    chat.maximize();
  } catch (error) {
    return fail(error, `window.LiveChat of ${src} threw while opening the chat`);
  }
  openedOnThisPage = true;
  // An earlier failure's message no longer applies.
  dismissMessages(liveChatFailed);
  return true;
}

/** For tests: a new page load. */
export function forgetOpenedChat(): void {
  openedOnThisPage = false;
}

// The `menu` cookie holds a gender, which brand links are sorted for (?sort=man for m). The
// gender chosen in the menu is recorded there, as a session cookie for the whole site.
import { readCookie, setCookie } from '../../shared/browser/cookies.ts';
import { isGender, type Gender } from './serverMenu.ts';

export const MENU_COOKIE = 'menu';

/** The gender the `menu` cookie records, or null when it holds none (or something else). */
export function menuCookieGender(): Gender | null {
  const value = readCookie(MENU_COOKIE)?.trim() ?? null;
  return isGender(value) ? value : null;
}

/** Records the chosen gender; what the cookie then says (null when the browser refused it). */
export function rememberGender(gender: Gender): Gender | null {
  setCookie(MENU_COOKIE, gender);
  return menuCookieGender();
}

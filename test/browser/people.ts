// Browser tests act the way people do. A person aims at what they see: the pointer goes to the
// centre of the visible control and is pressed there, whatever the page does when the pointer
// arrives (a lazy widget mounting under it must not make the press land elsewhere). Playwright's
// locator.click() re-finds its element after every change and so hides exactly that kind of bug;
// the lint config forbids it in these tests.
import { expect, type Locator, type Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

/** Scrolls the control into view (as a person would, to see it) and returns its visible centre. */
export async function centreOf(target: Locator): Promise<Point> {
  // What the locator found may be replaced while it is being scrolled to (a widget mounting as it
  // nears the viewport): look again, as a person's eyes would, at what is there now.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await target.scrollIntoViewIfNeeded({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('not attached')) throw error;
    }
  }
  // A person aims once the control has come to rest: the same box seen twice running (each look is
  // a round trip to the page, so the scroll and what mounted with it have been painted). If the
  // control was swapped just then (a panel's chunk arrived and rendered its list again), the eyes
  // look again at what is there now, as they did while scrolling.
  let seen = '';
  for (let look = 0; look < 20; look += 1) {
    const box = await target.boundingBox();
    const now = box && box.width > 0 && box.height > 0 ? `${box.x},${box.y},${box.width},${box.height}` : '';
    if (now !== '' && now === seen) return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
    seen = now;
  }
  throw new Error(`nothing visible at rest to aim at: ${String(target)}`);
}

/** Moves the mouse onto the control's centre (a hover), and returns where the pointer is. */
export async function hover(page: Page, target: Locator): Promise<Point> {
  const point = await centreOf(target);
  await page.mouse.move(point.x, point.y, { steps: 4 });
  return point;
}

/**
 * A mouse click: the pointer moves to the centre of the control as it looks now, then presses and
 * releases there, at the same spot, even if the control was replaced on the way.
 */
export async function click(page: Page, target: Locator): Promise<Point> {
  const point = await hover(page, target);
  await page.mouse.down();
  await page.mouse.up();
  return point;
}

/** A tap with a finger on the control's centre (touch devices). */
export async function tap(page: Page, target: Locator): Promise<Point> {
  const point = await centreOf(target);
  await page.touchscreen.tap(point.x, point.y);
  return point;
}

/** Presses the control as the device's user does: a tap on a phone, a mouse click elsewhere. */
export async function press(page: Page, isMobile: boolean, target: Locator): Promise<Point> {
  return isMobile ? tap(page, target) : click(page, target);
}

/**
 * Presses Tab until the element (or something inside it) is focused, like a keyboard user; at most
 * `limit` presses. `from` puts the keyboard's start nearby (a user who already tabbed that far).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60, from }: { backwards?: boolean; limit?: number; from?: Locator } = {}): Promise<void> {
  if (from) await from.focus();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Picks an option of a native select with the keyboard, as a person without a mouse does. */
export async function chooseOption(page: Page, select: Locator, optionText: string): Promise<void> {
  await select.focus();
  const texts = await select.locator('option').allTextContents();
  const wanted = texts.findIndex((text) => text.trim() === optionText);
  if (wanted < 0) throw new Error(`no option "${optionText}" in ${String(select)}`);
  const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
  const key = wanted > current ? 'ArrowDown' : 'ArrowUp';
  for (let step = 0; step < Math.abs(wanted - current); step += 1) await page.keyboard.press(key);
  await expect(select).toHaveValue(await select.locator('option').nth(wanted).getAttribute('value') ?? optionText);
}

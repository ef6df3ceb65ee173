// docs/api.md "Each call" tells a backend team what every call sends. Each call's fields table must
// say what its module really puts on the wire: every call function (or, for the gift form, the
// action that adds `ajs`) is run here against a recording stand-in for shared/api/request.ts, and
// the request is built with the real payload code, fixed fields included.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../../shared/api/endpoint.ts';
import type { EndpointName } from '../../../shared/api/endpoints.ts';
import type { Fields } from '../../../shared/api/payload.ts';

// Every call a module hands to request.ts: its row and its fields. The answers are stand-ins the
// callers accept (the gift action reads `message`).
const handed = vi.hoisted(() => [] as { endpoint: unknown; fields: unknown }[]);
vi.mock(import('../../../shared/api/request.ts'), () => {
  const record = (endpoint: unknown, fields: unknown) => void handed.push({ endpoint, fields });
  return {
    callJson: ((endpoint: unknown, fields?: unknown) => (record(endpoint, fields), Promise.resolve({ message: 'ok' }))) as never,
    callText: ((endpoint: unknown, fields?: unknown) => (record(endpoint, fields), Promise.resolve('<p>ok</p>'))) as never,
    callSilent: ((endpoint: unknown, fields?: unknown) => (record(endpoint, fields), Promise.resolve())) as never,
  };
});

const api = await import('../../../shared/api/index.ts');
const { endpoints } = await import('../../../shared/api/endpoints.ts');
const { buildPayload } = await import('../../../shared/api/payload.ts');
const { sendGiftForm } = await import('../../../shared/actions/giftSubscription.ts');

const doc = readFileSync(path.join(process.cwd(), 'docs/api.md'), 'utf8');
const FORM_ROW = "the form's own fields";

/** A form of the shopper's own, with names no call module knows: whatever of it goes out, the form sent it. */
const FORM_FIELDS: readonly [string, string][] = [
  ['shoppers_field', 'Анна'],
  ['shoppers_other', 'a b&c'],
];
function shoppersForm(): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of FORM_FIELDS) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

type Sample = () => Promise<unknown>;

/**
 * Each call's inputs: together they fill every field a call can send, and where a field may be
 * left out, one of them leaves it out (so "always" is checked too).
 */
const samples: Record<EndpointName, Sample[]> = {
  login: [() => api.login(shoppersForm())],
  register: [() => api.register(shoppersForm())],
  toggleFavourite: [
    () => api.toggleFavourite({ productId: '1002', sid: 'blk1-1002', isCollage: true }),
    () => api.toggleFavourite({ productId: '1002', sid: '', isCollage: false }),
  ],
  clearFavourites: [() => api.clearFavourites()],
  addToCart: [
    () =>
      api.addToCart({
        contentId: '17',
        sid: 'blk1-1002',
        // A caller's extra keys do not reach the wire.
        items: [{ id: '1002', s: '10021', label: 'M' } as never, { id: '1002', s: '10020' }],
      }),
  ],
  cartPopup: [() => api.loadCartPopup({ basketId: '50001' }), () => api.loadCartPopup()],
  singleBasketShow: [() => api.loadSingleBasketShow({ sid: 'blk1-1002', ids: ['1005', '1006'], block: 'single-basket' })],
  singleBasketPopup: [() => api.loadSingleBasketPopup({ sid: 'blk1-1002', pid: '1002' })],
  pageInit: [
    () => api.pageInit({ content: '17', currentUrl: 'http://localhost:3000/product/1002/', referer: 'http://localhost:3000/', productIds: ['1002', '1005'], currentId: '1002' }),
    () => api.pageInit({ content: '', currentUrl: 'http://localhost:3000/', referer: '', productIds: [], currentId: null }),
  ],
  telPopup: [() => api.loadTelPopup()],
  panel: [() => api.loadPanel('account')],
  newArrivalNotify: [() => api.notifyNewArrival('/new-arrivals/?category=shoes')],
  quickView: [
    () => api.loadQuickView({ productId: '1002', sid: 'blk1-1002', noMoreAboutProduct: true, url: 'http://localhost:3000/', contentId: '17', offline: true }),
  ],
  searchImage: [
    () => api.searchByImage({ file: new File(['png'], 'photo.png', { type: 'image/png' }) }),
    () => api.searchByImage({ imageId: '77' }),
    () => api.searchByImage({ productId: '1002' }),
  ],
  autocomplete: [() => api.loadAutocomplete({ name: 'Luna', fromUrl: 'http://localhost:3000/' })],
  autocompleteLog: [() => api.logAutocomplete({ query: 'Luna', anchor: 'Платье Luna', url: '/product/1002/' })],
  brandMenu: [() => api.loadBrandMenu({ gender: 'w', letter: 'A' })],
  cookieTrack: [() => api.trackCookie({ type: 'add_to_cart', productId: '1002' })],
  trackEvent: [() => api.trackEvent({ cid: '1002', url: 'http://localhost:3000/', type: 'add_to_cart' })],
  productData: [() => api.loadProductData('1002')],
  // Through the action: `ajs` is the widget's, not the form's.
  subscribeGift: [() => sendGiftForm(shoppersForm())],
  openRecall: [() => api.openRecall({ productId: '1002', url: 'http://localhost:3000/product/1002/' }), () => api.openRecall({ productId: null, url: 'http://localhost:3000/' })],
  sendRecall: [() => api.sendRecall(shoppersForm())],
  changeCurrency: [() => api.changeCurrency('KZT')],
  changeLanguage: [() => api.changeLanguage('ua')],
};

/** What one sample put on the wire, in order: [name, value] (a file as its name). */
async function run(name: string, sample: Sample): Promise<[string, string][]> {
  handed.length = 0;
  await sample();
  expect(handed, `${name}: one call per sample`).toHaveLength(1);
  const { endpoint, fields } = handed[0]!;
  expect(endpoint, `${name}: the sample makes this call`).toBe(endpoints[name as EndpointName]);
  const row = endpoint as Endpoint;
  const { searchParams, body } = buildPayload(row.body, row.fixed, fields as Fields | undefined);
  const pairs: [string, string][] = [];
  (searchParams ?? body)?.forEach((value: string | Blob, key: string) => pairs.push([key, typeof value === 'string' ? value : `(file ${(value as File).name})`]));
  return pairs;
}

interface FieldRow {
  name: string;
  always: boolean;
}
interface CallPart {
  text: string;
  rows: FieldRow[];
  /** The table has "the form's own fields". */
  form: boolean;
}

/** "## Each call": call → its "### `call`" part. */
function callParts(): Map<string, CallPart> {
  const start = doc.indexOf('\n## Each call\n');
  expect(start, 'docs/api.md has a "## Each call" section').toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const parts = new Map<string, CallPart>();
  for (const chunk of section.split('\n### ').slice(1)) {
    const heading = /^`(\w+)`\n/.exec(chunk);
    expect(heading, `a "### \`call\`" heading: ${chunk.slice(0, 40)}`).not.toBeNull();
    const rows: FieldRow[] = [];
    let form = false;
    for (const line of chunk.split('\n')) {
      const cells = /^\| (.+?) \| .+ \| ([^|]+) \|$/.exec(line);
      if (!cells || cells[1] === 'field' || cells[1]!.startsWith('---')) continue;
      const always = cells[2]!.startsWith('always');
      if (cells[1] === FORM_ROW) {
        form = true;
        expect(always, `${heading![1]}: the form's fields are always sent`).toBe(true);
        continue;
      }
      const field = /^`([\w[\].]+)`$/.exec(cells[1]!);
      expect(field, `${heading![1]}: a field cell is one \`name\`, got ${cells[1]}`).not.toBeNull();
      rows.push({ name: field![1]!, always });
    }
    parts.set(heading![1]!, { text: chunk, rows, form });
  }
  return parts;
}

const parts = callParts();
const names = Object.keys(endpoints) as EndpointName[];

describe('docs/api.md "Each call"', () => {
  it('has one part per call, in the order of the calls table, and a sample here for each', () => {
    expect([...parts.keys()]).toEqual(names);
    expect(Object.keys(samples)).toEqual(names);
  });

  it('says of each call who sends it, its fields, its outcomes and what the page does without JavaScript', () => {
    for (const [name, part] of parts) {
      for (const label of ['\nSent by: ', '\n| field | holds | sent |\n', '\nOutcomes', '\nWithout JavaScript: ']) {
        expect(part.text, `${name}: "${label.trim()}"`).toContain(label);
      }
    }
  });

  it.each(names)('%s: its fields table is what the module sends', async (name) => {
    const part = parts.get(name)!;
    const formNames = new Set(FORM_FIELDS.map(([field]) => field));
    const sent: [string, string][][] = [];
    for (const sample of samples[name]) sent.push(await run(name, sample));

    // The shopper's form goes as it is, or not at all.
    for (const pairs of sent) {
      const fromForm = pairs.filter(([field]) => formNames.has(field));
      expect(fromForm, `${name}: the form's own fields`).toEqual(part.form ? FORM_FIELDS : []);
    }

    const own = sent.map((pairs) => pairs.map(([field]) => field).filter((field) => !formNames.has(field)));
    const top = part.rows.filter((row) => !row.name.includes('['));
    // Every field the table names, and no other; in the order they go out.
    expect([...new Set(own.flat())].sort(), `${name}: the fields`).toEqual(top.map((row) => row.name).sort());
    for (const fields of own) {
      expect(fields, `${name}: the order`).toEqual(top.map((row) => row.name).filter((field) => fields.includes(field)));
    }
    // "always" exactly for the fields every sample sent.
    const always = top.filter((row) => own.every((fields) => fields.includes(row.name)));
    expect(top.filter((row) => row.always).map((row) => row.name), `${name}: the fields sent always`).toEqual(always.map((row) => row.name));

    // A field that carries a JSON list of objects: its keys are the table's `field[].key` rows.
    for (const [field, value] of sent.flat()) {
      const nested = part.rows.filter((row) => row.name.startsWith(`${field}[].`)).map((row) => row.name.slice(field.length + 3));
      let items: unknown;
      try {
        items = JSON.parse(value);
      } catch {
        items = null;
      }
      const keys = Array.isArray(items) && items.every((item) => item !== null && typeof item === 'object') ? [...new Set(items.flatMap((item: object) => Object.keys(item)))] : [];
      expect(keys.sort(), `${name}: the keys of ${field}'s objects`).toEqual(nested.sort());
    }
    expect(
      part.rows.filter((row) => row.name.includes('[') && !sent.flat().some(([field]) => row.name.startsWith(`${field}[].`))),
      `${name}: a nested row of a field that is sent`,
    ).toEqual([]);
  });
});

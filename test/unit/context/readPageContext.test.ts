import { describe, expect, it } from 'vitest';
import { readPageContext } from '../../../shared/context/readPageContext.ts';

function page(json: string | null, lang = 'ru'): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.documentElement.setAttribute('lang', lang);
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'shop-context';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('readPageContext', () => {
  it('reads every field of the contract', () => {
    const json = JSON.stringify({
      lang: 'ua',
      root: '/ua/',
      currency: 'KZT',
      pageId: 'shop-product',
      contentId: 17,
      productId: '101',
      production: true,
      ready: 'ready',
      apiTimeoutMs: 1500,
    });
    expect(readPageContext({ document: page(json), pathname: '/ua/product/101/' })).toEqual({
      context: {
        lang: 'ua',
        root: '/ua/',
        currency: 'KZT',
        pageId: 'shop-product',
        contentId: '17',
        productId: '101',
        production: true,
        ready: 'ready',
        apiTimeoutMs: 1500,
      },
      problems: [],
    });
  });

  it('falls back to safe defaults and names the problem when the script is missing', () => {
    const { context, problems } = readPageContext({ document: page(null), pathname: '/catalog/' });
    expect(context).toMatchObject({ lang: 'ru', root: '/', currency: 'UAH', production: false, productId: null, apiTimeoutMs: 10000 });
    expect(problems).toEqual(['no <script type="application/json" id="shop-context"> on the page']);
  });

  it('takes the language from /ua/ in the path, then from <html lang>, when the context is broken', () => {
    expect(readPageContext({ document: page('{not json'), pathname: '/ua/basket/' }).context.lang).toBe('ua');
    expect(readPageContext({ document: page('{not json', 'uk'), pathname: '/basket/' }).context.lang).toBe('ua');
    const broken = readPageContext({ document: page('{not json'), pathname: '/basket/' });
    expect(broken.context.lang).toBe('ru');
    expect(broken.problems).toEqual(['#shop-context is not valid JSON']);
  });

  it('rejects wrong types without turning tracking on', () => {
    const json = JSON.stringify({ lang: 'en', currency: 'USD', production: 'yes', apiTimeoutMs: -5, contentId: '3' });
    const { context, problems } = readPageContext({ document: page(json), pathname: '/' });
    expect(context).toMatchObject({ lang: 'ru', currency: 'UAH', production: false, apiTimeoutMs: 10000 });
    expect(problems).toEqual([
      '"lang" must be "ru" or "ua", got "en"',
      '"currency" must be "UAH" or "KZT", got "USD"',
      '"production" must be true or false, got "yes"',
    ]);
  });

  it('refuses a JSON array', () => {
    expect(readPageContext({ document: page('[1,2]'), pathname: '/' }).problems).toEqual(['#shop-context must hold a JSON object']);
  });

  it('names a missing or malformed contentId, which page init and cart adds send', () => {
    const problem = '"contentId" is missing or malformed: the calls send it empty';
    for (const contentId of [undefined, '', '  ', null, { id: 3 }, [3], true]) {
      const reading = readPageContext({ document: page(JSON.stringify({ lang: 'ru', contentId })), pathname: '/' });
      expect(reading.problems, JSON.stringify(contentId)).toEqual([problem]);
      expect(reading.context.contentId).toBe('');
    }
    for (const contentId of ['17', 17, 0]) {
      expect(readPageContext({ document: page(JSON.stringify({ contentId })), pathname: '/' }).problems).toEqual([]);
    }
  });

  it('says nothing more of a context that could not be read', () => {
    expect(readPageContext({ document: page('{not json'), pathname: '/' }).problems).toEqual(['#shop-context is not valid JSON']);
  });
});

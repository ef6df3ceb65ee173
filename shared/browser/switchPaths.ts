// Where the page goes after the language or currency was changed (widgets/lang-switch,
// currency-switch). Language: the '/ua/' prefix added (Ukrainian) or removed (Russian); currency:
// any '/ua/' prefix removed. Paths containing 'admin' or 'ajax' are left as they are. The query and
// the hash stay.

import type { Language } from '../context/types.ts';

/** The parts of an address the rules work on: `location` itself fits. */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

const UA_PREFIX = '/ua';

/** Paths containing 'admin' or 'ajax' stay as they are: anywhere in the path, inside a word too. */
function isLeftUnchanged(pathname: string): boolean {
  return pathname.indexOf('admin') >= 0 || pathname.indexOf('ajax') >= 0;
}

function isUaPath(pathname: string): boolean {
  return pathname === UA_PREFIX || pathname.indexOf(`${UA_PREFIX}/`) === 0;
}

function withoutUa(pathname: string): string {
  return isUaPath(pathname) ? pathname.slice(UA_PREFIX.length) || '/' : pathname;
}

/**
 * A path that can only mean this site: leading slashes collapse to one, so a page at
 * '/ua//other.example/' never sends the shopper to '//other.example/' (another site).
 */
function onThisSite(pathname: string): string {
  return `/${pathname.replace(/^\/+/, '')}`;
}

function join(pathname: string, { search, hash }: PageAddress): string {
  return `${onThisSite(pathname)}${search}${hash}`;
}

/** Where to go after POST change_lang={lang}. */
export function languageSwitchTarget(address: PageAddress, lang: Language): string {
  const { pathname } = address;
  if (isLeftUnchanged(pathname)) return join(pathname, address);
  if (lang === 'ru') return join(withoutUa(pathname), address);
  return join(isUaPath(pathname) ? pathname : `${UA_PREFIX}${onThisSite(pathname)}`, address);
}

/** Where to go after POST change_currency (either currency: the rule is the same). */
export function currencySwitchTarget(address: PageAddress): string {
  const { pathname } = address;
  return join(isLeftUnchanged(pathname) ? pathname : withoutUa(pathname), address);
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstWithYes, readYesNo, yesNo } from '../../../shared/browser/yesNo.ts';

describe('the yes/no rule', () => {
  it.each([
    [null, false],
    ['', true],
    ['  ', true],
    ['1', true],
    ['true', true],
    [' True ', true],
    ['0', false],
    ['false', false],
    ['FALSE', false],
    ['yes', null],
    ['2', null],
    ['on', null],
  ])('%j reads %j', (value, expected) => {
    expect(yesNo(value)).toBe(expected);
  });
});

describe('a yes/no attribute of an element inside a marker', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads a value that is neither as no and says so once per element, naming the attribute and showing the element', () => {
    const link = document.createElement('a');
    link.setAttribute('data-reserved', 'yes');
    expect(readYesNo(link, 'data-reserved')).toBe(false);
    expect(readYesNo(link, 'data-reserved')).toBe(false);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      '[shop-widgets] data-reserved="yes" is neither yes nor no: present (bare, "1", "true") for yes; absent, "0", "false" for no; read as no',
      link,
    );
  });

  it('says nothing of a value that fits the rule', () => {
    const link = document.createElement('a');
    link.setAttribute('data-reserved', '');
    expect(readYesNo(link, 'data-reserved')).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('finds the first element whose attribute says yes, passing one that says no', () => {
    document.body.innerHTML = '<div id="a" data-cart-page="0"></div><div id="b" data-cart-page></div><div id="c" data-cart-page="1"></div>';
    expect(firstWithYes(document, 'data-cart-page')?.id).toBe('b');
    document.body.innerHTML = '<div data-cart-page="false"></div>';
    expect(firstWithYes(document, 'data-cart-page')).toBeNull();
  });
});

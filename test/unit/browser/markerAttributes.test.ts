import { describe, expect, it } from 'vitest';
import { MARKER_ATTR, markerOf, PRODUCT_ID_ATTR } from '../../../shared/browser/markerAttributes.ts';
import { MARKER, PRODUCT_ID_ATTR as RUNTIME_PRODUCT_ID_ATTR } from '../../../shared/runtime/attributes.ts';

describe('the marker attributes', () => {
  it('are the names of docs/markers.md, the same for the runtime', () => {
    expect(MARKER_ATTR).toBe('data-widget');
    expect(PRODUCT_ID_ATTR).toBe('data-product-id');
    expect(RUNTIME_PRODUCT_ID_ATTR).toBe(PRODUCT_ID_ATTR);
    expect(MARKER).toBe('[data-widget]');
  });

  it("selects one widget's markers and no other", () => {
    document.body.innerHTML = '<span data-widget="phone"></span><span data-widget="phone-x"></span><span data-widget="favourite"></span>';
    expect(document.querySelectorAll(markerOf('phone'))).toHaveLength(1);
    expect(markerOf('phone')).toBe('[data-widget="phone"]');
  });
});

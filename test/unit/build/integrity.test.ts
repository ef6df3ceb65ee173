// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { integrityOf } from '../../../scripts/build/manifest.mjs';
import { nameHash } from '../../../scripts/build/output.mjs';
import { fileName } from '../../../shared/runtime/chunkLoader.ts';

describe('integrityOf', () => {
  const bytes = Buffer.from('abc');

  it('hashes the script tag and the stylesheet with SHA-384', () => {
    expect(integrityOf(bytes)).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
    expect(integrityOf(bytes, 'stylesheet')).toBe(integrityOf(bytes, 'script'));
  });

  it('hashes a chunk with SHA-256, the shorter hash the entry carries', () => {
    expect(integrityOf(bytes, 'chunk')).toBe('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  });
});

describe('a file name from its hash', () => {
  it("is the first 8 characters of the SHA-256 in base64url: the build's name and the loader's agree", () => {
    // Bytes whose hash starts with a + or / in base64 (those become - and _ in a name).
    for (const text of ['abc', 'd', 'f15', 'x'.repeat(1000), 'Ω']) {
      const bytes = Buffer.from(text);
      expect(nameHash(bytes)).toMatch(/^[\w-]{8}$/);
      expect(fileName('shop-widgets-1.0.0', 'cart', integrityOf(bytes, 'chunk'))).toBe(`shop-widgets-1.0.0.cart.${nameHash(bytes)}.min.js`);
    }
    expect(nameHash(Buffer.from('abc'))).toBe('ungWv48B');
    expect(nameHash(Buffer.from('f15'))).toBe('oqPV_n-I');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { integrityOf } from '../../../scripts/build/manifest.mjs';

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

import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';

// Without vitest globals, @testing-library does not register its own cleanup.
afterEach(() => cleanup());

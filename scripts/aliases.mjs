// One map for the build and the unit tests, so both run the same React-on-Preact code.
// The more specific names come first: bundlers match the first entry that fits.
export const preactAlias = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

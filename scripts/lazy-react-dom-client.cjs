'use strict';
// The React build's `react-dom/client` (build.mjs aliases it here). React DOM's client is ≈180 KB
// of code that V8 compiles and runs when it is first required: bundled as is, that happens while
// the entry boots, before the page-init request can leave. Through this module it happens on the
// first `createRoot`, which boot reaches only after the request has left.
// Only `createRoot`: it is all the bundle calls (WidgetRoot, the notices' root).
// A relative path, not `react-dom/client`: that name would come back here through the alias.
let client = null;

function load() {
  if (client === null) client = require('../node_modules/react-dom/client.js');
  return client;
}

exports.createRoot = function createRoot(container, options) {
  return load().createRoot(container, options);
};

// An app's src is its own: the shell and each remote are built and released alone, so another
// app, the API, a script or a test that imports from it depends on a copy of code that another
// release may have changed. What two of them need lives in a workspace package depended on by
// name (@teamwear/shared, @teamwear/design); what one app loads from another at run time goes
// through federation, typed by @teamwear/shared/federation.
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '../..');
/** The folders whose src no one else may import: the shell and the remotes. */
const APP = /^(shell|remote-[a-z]+)$/;

/** The app whose src holds `file` (a path relative to the repository), or null. */
function appSourceOf(file) {
  const [folder, src] = file.split(path.sep);
  return APP.test(folder ?? '') && src === 'src' ? folder : null;
}

/** The app a file belongs to (anywhere in its folder: src, scripts, tests), or null. */
function appOf(file) {
  const [folder] = file.split(path.sep);
  return APP.test(folder ?? '') ? folder : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noReachIn = {
  meta: {
    type: 'problem',
    docs: { description: "Refuse imports of another app's src, by relative path or by its package name." },
    schema: [],
    messages: {
      relative: "{{target}} is the {{app}} app's own source: depend on a workspace package (@teamwear/shared, @teamwear/design) or load it through federation.",
      packaged: "{{source}} is the {{app}} app's source: declare what you need in a workspace package (@teamwear/shared/federation types what federation hands over).",
    },
  },
  create(context) {
    const file = path.relative(REPO, context.filename);
    const own = appOf(file);
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string') return;
      const packaged = /^@teamwear\/(shell|remote-[a-z]+)(\/|$)/.exec(source);
      if (packaged) {
        const app = packaged[1];
        if (app !== own) context.report({ node, messageId: 'packaged', data: { source, app } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.relative(REPO, path.resolve(path.dirname(context.filename), source));
      const app = appSourceOf(target);
      if (app && app !== own) context.report({ node, messageId: 'relative', data: { target, app } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
      'CallExpression[callee.object.name="jest"][callee.property.name="mock"]': (node) => check(node.arguments[0]),
    };
  },
};

export const reachInPlugin = { rules: { 'no-reach-in': noReachIn } };

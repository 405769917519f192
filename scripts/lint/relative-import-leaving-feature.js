// A lint rule of Paydesk's own: no relative import leaves its feature folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's root, two folders above this file.
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The feature folders, each with the alias another feature's file imports it by. */
const featureRoots = [
  { root: 'apps/api/src/features', alias: '@paydesk/api/features' },
  { root: 'apps/web/src/features', alias: '@web/features' },
];

/**
 * A relative path that leaves its feature folder hides which feature it reaches: every import
 * across features, or out of a feature, names its target by the workspace alias.
 */
export const relativeImportLeavingFeature = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      leaves:
        "'{{source}}' leaves the {{feature}} feature folder: import another feature as '{{alias}}/<name>', anything else by its workspace alias.",
    },
  },
  create(context) {
    const file = path.relative(repositoryRoot, context.physicalFilename).split(path.sep).join('/');
    const home = featureRoots.find(({ root }) => file.startsWith(`${root}/`));
    const [feature, ...inside] = home ? file.slice(home.root.length + 1).split('/') : [];
    // Files beside the feature folders (the composition root) import the features relatively.
    if (!home || inside.length === 0) return {};
    const featureFolder = path.join(repositoryRoot, home.root, feature);
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.physicalFilename), source.value);
      if (path.relative(featureFolder, target).startsWith('..')) {
        context.report({
          node: source,
          messageId: 'leaves',
          data: { source: source.value, feature, alias: home.alias },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

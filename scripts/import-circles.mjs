// Fails when an import circle of more than MAX_CIRCLE files exists in one of the code trees.
// A circle is a strongly connected set of files; every import counts (static, dynamic and
// type-only), because each ties the files' design together even when it does not tie their
// load order. Usage: node scripts/import-circles.mjs [--list]
import { parseDependencyTree } from 'dpdm';

const MAX_CIRCLE = 3;
const TREES = [
  { name: 'src', entries: ['src/**/*.ts', 'src/**/*.tsx'] },
  { name: 'console', entries: ['console/**/*.ts', 'console/**/*.tsx'] },
  { name: 'server', entries: ['server/**/*.ts', 'contract/**/*.ts', 'rules/**/*.ts'] },
];

/** Tarjan's strongly connected components of a file graph, iteratively (deep graphs). */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found;
}

async function fileGraph(entries) {
  const tree = await parseDependencyTree(entries, { transform: false, skipDynamicImports: false });
  const graph = new Map();
  for (const [file, dependencies] of Object.entries(tree)) {
    if (file.includes('node_modules')) continue;
    graph.set(
      file,
      (dependencies ?? []).map((dependency) => dependency.id).filter((id) => id && !id.includes('node_modules')),
    );
  }
  return graph;
}

const list = process.argv.includes('--list');
let failed = false;
for (const { name, entries } of TREES) {
  const found = circles(await fileGraph(entries)).sort((a, b) => b.length - a.length);
  const tooBig = found.filter((component) => component.length > MAX_CIRCLE);
  const sizes = found.map((component) => component.length).join(', ') || 'none';
  console.log(`${name}: circles of ${sizes} files`);
  for (const component of list ? found : tooBig) console.log(`  - ${component.join('\n    ')}`);
  if (tooBig.length > 0) failed = true;
}
if (failed) {
  console.error(`An import circle of more than ${MAX_CIRCLE} files: route data and registries import no feature.`);
  process.exit(1);
}

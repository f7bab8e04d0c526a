#!/usr/bin/env node
/**
 * `node scripts/import-cycles.mjs`: the import graph of worker/, client/ and
 * shared/ (tests aside, type-only imports included: a reader follows those
 * too) checked for cycles between files and between folders. A folder cycle is
 * two or more sibling folders whose files import each other round a circle,
 * e.g. worker/content → worker/render → worker/content. Prints every cycle and exits
 * 1 when there is one; `--sizes` also lists the modules over 250 lines (written
 * ones: a `*.generated.ts` file is made by a tool and never edited by hand).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const rootAt = process.argv.indexOf("--root");
/** The checkout; `--root DIR` checks another tree laid out the same way (the script's test). */
const ROOT =
  rootAt > 0
    ? resolve(process.argv[rootAt + 1])
    : resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FOLDERS = ["worker", "client", "shared"];
const MAX_LINES = 250;

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || name.endsWith(".d.ts")) return [];
    return [path];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) =>
  sources(join(ROOT, folder)),
);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;
/** file → files it imports */
const graph = new Map();
for (const file of files) {
  const code = readFileSync(file, "utf8");
  const targets = new Set();
  for (const match of code.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target && /\.tsx?$/.test(target) && !target.endsWith(".d.ts")) targets.add(target);
  }
  graph.set(file, targets);
}

/** Tarjan's strongly connected components of size > 1 (or with a self edge). */
function cycles(nodes, edges) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of edges(node)) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges(node).has(node)) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return found;
}

const rel = (path) => relative(ROOT, path);
const fileCycles = cycles(files, (file) => graph.get(file) ?? new Set());

/**
 * Rooms: for each folder, its subfolders are rooms, and A → B when a file
 * anywhere under A imports a file anywhere under B. In worker/ a file sitting in
 * the folder itself is a room of its own too (worker/site.ts, worker/page-handler.ts),
 * so worker/contact → worker/site.ts → worker/contact is a loop, as a reader
 * following the imports would find it. Elsewhere such files are the parent's.
 */
const FILES_ARE_ROOMS = (parent) => parent === "worker" || parent.startsWith("worker/");
const folderCycles = [];
const allFolders = [...new Set(files.map((file) => rel(dirname(file))))];
const parents = new Set(FOLDERS);
for (const folder of allFolders) {
  const parts = folder.split("/");
  for (let depth = 1; depth < parts.length; depth += 1)
    parents.add(parts.slice(0, depth).join("/"));
}
for (const parent of parents) {
  const childOf = (file) => {
    const path = rel(file);
    if (!path.startsWith(`${parent}/`)) return null;
    const rest = path.slice(parent.length + 1).split("/");
    return rest.length > 1 || FILES_ARE_ROOMS(parent) ? `${parent}/${rest[0]}` : null;
  };
  const edges = new Map();
  /** "A → B" → one import that makes it, to name in the report */
  const witness = new Map();
  for (const [file, targets] of graph) {
    const from = childOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = childOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      if (!witness.has(`${from} → ${to}`))
        witness.set(`${from} → ${to}`, `${rel(file)} imports ${rel(target)}`);
    }
  }
  for (const rooms of cycles([...edges.keys()], (room) => edges.get(room) ?? new Set())) {
    const inside = new Set(rooms);
    const steps = rooms.flatMap((from) =>
      [...(edges.get(from) ?? [])]
        .filter((to) => inside.has(to))
        .map((to) => `    ${from} → ${to}: ${witness.get(`${from} → ${to}`)}`),
    );
    folderCycles.push({ rooms, steps });
  }
}

for (const cycle of fileCycles) console.log(`file cycle: ${cycle.map(rel).join(" ⇄ ")}`);
for (const { rooms, steps } of folderCycles) {
  console.log(`folder cycle: ${rooms.join(" ⇄ ")}`);
  for (const step of steps) console.log(step);
}
if (process.argv.includes("--sizes")) {
  const sizes = files
    .filter((file) => !file.endsWith(".generated.ts"))
    .map((file) => [rel(file), readFileSync(file, "utf8").split("\n").length - 1])
    .filter(([, lines]) => lines > MAX_LINES)
    .sort((a, b) => b[1] - a[1]);
  for (const [file, lines] of sizes) console.log(`over ${MAX_LINES} lines: ${file} (${lines})`);
}
console.log(
  `import-cycles: ${files.length} modules, ${fileCycles.length} file cycles, ${folderCycles.length} folder cycles`,
);
process.exit(fileCycles.length + folderCycles.length > 0 ? 1 : 0);

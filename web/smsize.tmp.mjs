import fs from "node:fs";
import zlib from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
const dir = "/tmp/smbuild/client/assets/";
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".js"));
const STATIC = /(?:^|[;\s}{)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;
const start = process.argv.slice(2).map((p) => files.find((f) => f.startsWith(p)));
const seen = new Set(); const todo = [...start];
while (todo.length) { const f = todo.pop(); if (!f || seen.has(f)) continue; seen.add(f);
  const code = fs.readFileSync(dir + f, "utf8"); for (const m of code.matchAll(STATIC)) todo.push(m[1]); }
const all = new Map();
for (const file of seen) {
  const code = fs.readFileSync(dir + file, "utf8");
  const br = zlib.brotliCompressSync(code).length;
  console.log(`== ${file} raw ${code.length} br ${br}`);
  
  if (!fs.existsSync(dir + file + ".map")) continue; const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(dir + file + ".map", "utf8")));
  const lines = code.split("\n"); let prev = null;
  map.eachMapping((m) => { if (prev) { const line = lines[prev.generatedLine - 1];
      const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : line.length;
      all.set(prev.source, (all.get(prev.source) ?? 0) + end - prev.generatedColumn); } prev = m; });
}
let t=0; [...all].sort((a, b) => b[1] - a[1]).forEach(([s, n]) => {t+=n; console.log(String(n).padStart(7), s?.replace(/.*\/web\//, ""))});
console.log("total", t);

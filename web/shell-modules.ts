// The modules every page runs: those the browser entry, the root route and the :lang layout route
// import statically, transitively (vite.config.ts puts them in one chunk). Read from the module
// graph once it is built (the `moduleParsed` hook gives each module's code and static imports),
// before the chunks are made. lucide-react is imported through its index, which re-exports every
// icon: from it, only the icons a module names are followed.
import type { Plugin } from "vite";

const SHELL_ENTRIES = /[\\/]web[\\/]app[\\/](entry\.client\.tsx|root\.tsx|routes[\\/]lang-layout\.tsx)(\?|$)/;
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORT = /import\s*{([^}]*)}\s*from\s*["']lucide-react["']/g;
const ICON_EXPORT = /export\s*{([^}]*)}\s*from\s*["'](\.\/icons\/[^"']+)["']/g;

/** What the plugin read: `has(id)`, whether a module is the shell's. */
export interface ShellModules {
  plugin: Plugin;
  has: (id: string) => boolean;
}

export function shellModules(): ShellModules {
  const imports = new Map<string, readonly string[]>();
  const iconNames = new Map<string, string[]>(); // module → the lucide names it imports
  const iconFiles = new Map<string, string>(); // lucide name → its icon module
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "bibliotheque:shell-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    moduleParsed(info) {
      const code = info.code ?? "";
      if (ICON_INDEX.test(info.id)) {
        const folder = info.id.replace(/lucide-react\.mjs$/, "");
        for (const [, names = "", file = ""] of code.matchAll(ICON_EXPORT)) {
          for (const name of names.split(",")) iconFiles.set(name.trim().split(/\s+as\s+/).at(-1) ?? "", folder + file.slice(2));
        }
        imports.set(info.id, []);
        return;
      }
      imports.set(info.id, info.importedIds);
      const names = [...code.matchAll(ICON_IMPORT)].flatMap(([, list = ""]) =>
        list.split(",").map((name) => name.trim().split(/\s+as\s+/)[0] ?? ""),
      );
      if (names.length > 0) iconNames.set(info.id, names);
    },
    buildEnd() {
      shell.clear();
      const todo = [...imports.keys()].filter((id) => SHELL_ENTRIES.test(id));
      for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        todo.push(...(imports.get(id) ?? []));
        for (const name of iconNames.get(id) ?? []) {
          const file = iconFiles.get(name);
          if (file) todo.push(file);
        }
      }
    },
  };
  return { plugin, has: (id) => shell.has(id) };
}

// Where the Python build writes the web app's data: BIBLIOTHEQUE_GENERATED, else web/.generated. The
// web side's one place for it, as src/bibliotheque/paths.py is Python's. The Python build always sets
// the variable when it starts the web build or the prerender (pipeline/web_bundle.py); the default is
// for `react-router dev`, Vitest and the configuration files, which run from these sources.
import { join } from "node:path";

export const GENERATED = process.env.BIBLIOTHEQUE_GENERATED ?? join(import.meta.dirname, ".generated");

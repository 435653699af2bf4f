import js from "@eslint/js";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Feature boundaries (issue 21.4): a feature never imports another feature, shared code and test
// support import no feature, and nothing below app/ imports a route; routes (app/) compose them.
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature does not import another feature: move what both use to src/shared/, or compose them in a route (app/).",
  })),
  {
    target: ["./src/shared", "./src/i18n", "./src/test"],
    from: "./src/features",
    message: "Shared code does not import a feature.",
  },
  { target: "./src", from: "./app", message: "Routes (app/) import features, not the other way round." },
];

export default tseslint.config(
  { ignores: ["src/generated", "src/test/fixtures", "build", ".react-router", ".generated", "node_modules", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          alias: { "~": [fileURLToPath(new URL("./src", import.meta.url))] },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // src/shared/use-interaction-effect.ts is a layout effect under another name: same dependency rules.
      "react-hooks/exhaustive-deps": ["warn", { additionalHooks: "useInteractionEffect" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "import-x/no-restricted-paths": ["error", { basePath: fileURLToPath(new URL(".", import.meta.url)), zones: boundaries }],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  { files: ["e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
);

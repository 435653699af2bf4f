// The owner's view (decision 007): a client-only entry, built after the site into dist/_admin/.
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command }) => ({
  root: at("./admin"),
  base: "/_admin/",
  mode: command === "build" ? "production" : "development",
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      { find: "~", replacement: at("./src") },
      // React Router's package exports only its development build (warnings, checks); its Vite
      // plugin swaps in the production one for the site, this entry has to say so itself.
      ...(command === "build"
        ? [{ find: /^react-router$/, replacement: at("./node_modules/react-router/dist/production/index.mjs") }]
        : []),
    ],
  },
  define: command === "build" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  build: { assetsInlineLimit: 0, emptyOutDir: true, outDir: process.env.ADMIN_OUT ?? "../build/admin" },
}));

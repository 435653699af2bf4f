// The owner's view (decision 007): a client-only entry, built after the site into dist/_admin/.
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL("./admin", import.meta.url)),
  base: "/_admin/",
  plugins: [tailwindcss()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { assetsInlineLimit: 0, emptyOutDir: true, outDir: process.env.ADMIN_OUT ?? "../build/admin" },
});

import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The same families as src/bibliotheque/routes.py (tests/build/test_routes.py keeps them in step).
export default [
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("category/:slug", "routes/category.tsx"),
    route("article/:slug", "routes/article.tsx"),
    route("article/:slug/checklist", "routes/checklist.tsx"),
    route("ai-article/:slug", "routes/ai-article.tsx"),
    route("exclusive-resources", "routes/exclusive-resources.tsx"),
    route("cluster/:slug", "routes/cluster.tsx"),
    route("industries", "routes/industries.tsx"),
    route("industry/:slug", "routes/industry.tsx"),
    route("industry/:slug/:guide", "routes/guide.tsx"),
    route("tool/:slug", "routes/tool.tsx"),
    route("content-sections", "routes/content-sections.tsx"),
    route("ai-content-sections", "routes/ai-content-sections.tsx"),
    route("resources", "routes/resources.tsx"),
    route("privacy", "routes/legal.tsx", { id: "privacy" }),
    route("terms", "routes/legal.tsx", { id: "terms" }),
    route("cookies", "routes/legal.tsx", { id: "cookies" }),
    route("legal-notice", "routes/legal.tsx", { id: "legal-notice" }),
    route("search", "routes/search.tsx"),
    route("thanks", "routes/lead-pages.tsx", { id: "thanks" }),
    route("subscribe", "routes/lead-pages.tsx", { id: "subscribe" }),
  ]),
] satisfies RouteConfig;

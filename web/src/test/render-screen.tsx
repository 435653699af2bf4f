// Test support: a screen rendered inside the router and the shell, as the :lang layout does.
import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import type { Shell, SiteSettings } from "~/generated/types";
import { ShellProvider } from "~/shared/shell-context";

export const testSite = {
  brand: { site_name: "Bibliothèque Test", tagline: "La bibliothèque test", platform_name: "Plateforme", consulting_name: "Conseil", group_name: "Groupe" },
  contact_email: "contact@test.example",
  utm_source: "test",
  urls: {
    base: "https://site.example",
    platform: "https://app.example",
    platform_trial: "https://app.example/essai",
    audit: "https://app.example/onboarding/audit",
    consulting: "https://conseil.example",
    consulting_contact: "https://conseil.example/contact",
    investment_group: "https://groupe.example",
    linkedin: "https://reseau.example/x",
    video_channel: "https://videos.example/@x",
    community_invite: "https://communaute.example/x",
  },
  claims: {
    companies: 1200, roi_percent: 280, satisfaction_percent: 95, years_expertise: 10, sectors: 15, problems: 500,
    ai_projects: 50, support: "24/7", setup_minutes: 5, results_months: 18, demo_views: 12000, demo_rating: 4.9,
    exclusive_value_eur: 140000, templates: 50, ai_project_months_min: 3, ai_project_months_max: 12,
    ai_article_months_max: 8, ai_budget_multiplier_min: 3, ai_budget_multiplier_max: 10, ai_failure_percent: 70,
    trial_days: 14, audit_minutes: 3, analysis_hours: 24, share_bonus_days: 7,
  },
} as unknown as SiteSettings;

export function testShell(lang: "fr" | "en" = "fr"): Shell {
  return { lang, site: testSite, categories: [], nav_sections: [], nav_ai_themes: [], nav_sectors: [], search_index: "" } as unknown as Shell;
}

/** Renders `screen` at `path` (e.g. `/fr/industries?ca=1m-5m`) under a `/:lang/*` route with the shell. */
export function renderScreen(screen: React.ReactNode, path: string) {
  const lang = path.startsWith("/en") ? "en" : "fr";
  const Stub = createRoutesStub([
    { path: "/:lang/*", Component: () => <ShellProvider shell={testShell(lang)}>{screen}</ShellProvider> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

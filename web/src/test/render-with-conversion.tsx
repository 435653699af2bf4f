// Test support for the conversion flow: a shell with its timings and texts, the conversion
// provider around a screen, and what jsdom lacks (media queries; modal dialogs: ./dialogs.ts).
import { act, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { vi } from "vitest";
import type { ConversionForms, ConversionOverlays, Shell, SiteSettings } from "~/generated/types";
import { ShellProvider } from "~/shared/shell-context";
import { testShell, testSite } from "~/test/render-screen";
import { ConversionProvider, type VisitorStatus } from "~/shared/conversion-context";

export const timings: SiteSettings["timings"] = {
  trial_banner_delay_ms: 3000,
  trial_banner_dismiss_ms: 30000,
  modal_time_trigger_ms: 40000,
  modal_scroll_ratio: 0.6,
  modal_cooldown_ms: 86400000,
  inline_redirect_ms: 1000,
  modal_redirect_ms: 3000,
  share_notice_ms: 5000,
  copied_notice_ms: 2000,
};

const form = (name: string) => ({
  title: `${name} titre`,
  subtitle: `${name} sous-titre`,
  button: `${name} bouton`,
  success_title: name === "Formulaire" ? "Inscription Réussie" : `${name} réussi`,
  success_text: `${name} texte de succès`,
});

const community = (role: string) => ({
  title: `Communauté ${role}`,
  subtitle: "Sous-titre",
  role,
  benefits: ["Un", "Deux"],
  button: "Rejoindre",
});
const video = (title: string) => ({ title, description: "Description", duration: "4:32", video_url: `https://videos.example/${title}` });

export const conversionTexts: ConversionForms = {
  inline_form: form("Formulaire"),
  trial_banner: { title: "Essayez la plateforme", description: "Quatorze jours gratuits." },
};

/** The dialogs' and banners' texts, which ~/features/conversion/overlay-texts fetches from the
 * shell's `conversion_overlays`: here a data: address that holds them. */
export const overlayTexts: ConversionOverlays = {
  community: { trial: community("Membre Premium en Essai"), client: community("Client VIP"), default: community("Membre Communauté") },
  video_banners: { "management-pilotage": video("Vidéo pilotage"), default: video("Vidéo générale") },
  modal_benefits: { "management-pilotage": ["Bénéfice pilotage"], default: ["Bénéfice général"] },
  modal: form("Modale"),
};
/** A data: address that holds `value` as JSON: what a component fetches, without a server. */
export function jsonDataUrl(value: unknown): string {
  return `data:application/json,${encodeURIComponent(JSON.stringify(value))}`;
}

const OVERLAYS_URL = jsonDataUrl(overlayTexts);

/** A fetch that is `leads` for the page's requests and reads the dialogs' texts (a data: address)
 * as they are: a test's fetch stub sees the lead requests only. */
export function passingTexts(leads: typeof fetch): typeof fetch {
  const read = globalThis.fetch;
  return (input, init) => (String(input).startsWith("data:") ? read(input, init) : leads(input, init));
}

export function conversionShell(overrides: Partial<SiteSettings["timings"]> = {}, lang: "fr" | "en" = "fr"): Shell {
  const site = { ...testSite, timings: { ...timings, ...overrides }, modal_keywords: ["problème", "perte"] } as SiteSettings;
  return { ...testShell(lang), site, conversion: conversionTexts, conversion_overlays: OVERLAYS_URL };
}

/** Renders `ui` at `path` inside the router, the shell and the conversion provider. */
export function renderWithConversion(
  ui: React.ReactNode,
  { path = "/fr/article/x", shell = conversionShell(), status = "trial" }: { path?: string; shell?: Shell; status?: VisitorStatus } = {},
) {
  const Stub = createRoutesStub([
    {
      path: "/:lang/*",
      Component: () => (
        <ShellProvider shell={shell}>
          <ConversionProvider status={status}>{ui}</ConversionProvider>
        </ShellProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** A media query answer: a mouse (`fine`) or a finger (`coarse`). */
export function pointer(kind: "fine" | "coarse"): void {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: kind === "fine" && query.includes("pointer: fine"),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

/** Lets lazily loaded components arrive and render (a few rounds: a loaded chunk may load more). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 4; round++) {
    await act(async () => {
      await vi.dynamicImportSettled();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
  }
}

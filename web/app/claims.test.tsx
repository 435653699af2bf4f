// Proof figures are never shown as bare fact (issue 34 point 4): every screen that shows a figure of
// site.yaml `claims` (companies helped, average ROI, satisfaction, video audience, AI failure rate,
// the client-only resources' value and number of templates)
// shows it inside a `data-claims` container that says whose figure it is: « Selon Pilotéo (source) »
// until `claims_substantiated`, then its source. Rendered from the build's real page data, in both
// languages (`bibliotheque build --data-only` first).
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AIContentSectionsPage, ArticlePage, ArticleRelated, ExclusivePage, GuidePage, HomePage, IndustryPage, Shell } from "~/generated/types";
import { formatNumber, translate } from "~/i18n/translate";
import type { Lang } from "~/shared/href";
import { readGenerated } from "~/test/generated-data";
import { jsonDataUrl, renderWithConversion } from "~/test/render-with-conversion";
import { ArticleScreen } from "~/features/articles/article-screen";
import { PrerenderedRelated } from "~/features/articles/related-data";
import { AIContentSectionsScreen } from "~/features/catalogue/ai-content-sections-screen";
import { HomeScreen } from "~/features/catalogue/home-screen";
import VideoBanner from "~/features/conversion/video-banner";
import { ProofBox } from "~/features/navigation/proof-box";
import { ExclusiveScreen } from "~/features/pages/exclusive-screen";
import { GuideScreen } from "~/features/sectors/guide-screen";
import { IndustryScreen } from "~/features/sectors/industry-screen";

const LANGS: Lang[] = ["fr", "en"];

/** The language's shell, its dialogs' texts (fetched from `/conversion/<lang>.json` on the site)
 * at a data: address that holds the build's file. */
const shellOf = (lang: Lang, substantiated = false): Shell => {
  const shell = readGenerated<Shell>("shell", `${lang}.json`);
  return {
    ...shell,
    site: { ...shell.site, claims_substantiated: substantiated },
    conversion_overlays: jsonDataUrl(readGenerated("conversion", `${lang}.json`)),
  };
};

/** The proof figures as the screens print them. */
function needles(shell: Shell, lang: Lang): string[] {
  const { claims } = shell.site;
  const percent = (value: number) => formatNumber(lang, value / 100, { style: "percent" });
  return [
    formatNumber(lang, claims.companies),
    percent(claims.roi_percent),
    percent(claims.satisfaction_percent),
    formatNumber(lang, claims.demo_views, { notation: "compact" }),
    `${formatNumber(lang, claims.demo_rating, { minimumFractionDigits: 1 })}/5`,
    lang === "fr" ? `${claims.ai_failure_percent}\u00a0%` : `${claims.ai_failure_percent}%`,
    formatNumber(lang, claims.exclusive_value_eur, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
    `${claims.templates}+`,
  ];
}

/** Each proof figure in the rendered page whose nearest `data-claims` container lacks `note`. */
function bareClaims(root: HTMLElement, shell: Shell, lang: Lang, note: string): { found: number; bare: string[] } {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const values = needles(shell, lang);
  let found = 0;
  const bare: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const hits = values.filter((value) => text.includes(value));
    if (hits.length === 0) continue;
    found += hits.length;
    const container = node.parentElement?.closest("[data-claims]");
    if (!container?.textContent?.includes(note)) bare.push(text.trim());
  }
  return { found, bare };
}

const page = <T,>(lang: Lang, ...path: string[]) =>
  readGenerated<T>("pages", ...(path.length ? [lang, ...path] : [`${lang}.json`]));

const screens: [string, (lang: Lang) => React.ReactNode, number][] = [
  ["sidebar proof box", () => <ProofBox />, 3],
  ["home", (lang) => <HomeScreen page={page<HomePage>(lang)} />, 3],
  ["sector", (lang) => <IndustryScreen page={page<IndustryPage>(lang, "industry", "btp-construction.json")} />, 1],
  ["sector guide", (lang) => <GuideScreen page={page<GuidePage>(lang, "industry", "btp-construction", "gestion-chantier-rentable.json")} />, 3],
  [
    "AI article",
    (lang) => (
      // As the prerender draws it, with the recommendations the build wrote apart.
      <PrerenderedRelated value={readGenerated<ArticleRelated>("related", lang, "ai-article", "assistant-ia-dirigeant.json")}>
        <ArticleScreen page={page<ArticlePage>(lang, "ai-article", "assistant-ia-dirigeant.json")} conversionModal={null} />
      </PrerenderedRelated>
    ),
    1,
  ],
  ["AI catalogue", (lang) => <AIContentSectionsScreen page={page<AIContentSectionsPage>(lang, "ai-content-sections.json")} />, 1],
  ["demo video banner", () => <VideoBanner category="default" onClose={() => {}} />, 2],
  ["client-only resources", (lang) => <ExclusiveScreen page={page<ExclusivePage>(lang, "exclusive-resources.json")} />, 2],
];

describe("proof figures", () => {
  for (const lang of LANGS) {
    for (const [name, ui, least] of screens) {
      it(`${name} (${lang}): every figure says whose it is, « selon Pilotéo » and its source`, async () => {
        const shell = shellOf(lang);
        const note = translate(lang, "claims.according_source", {
          platform: shell.site.brand.platform_name,
          source: shell.site.claims_source ?? "",
        });
        // The video banner draws once its texts are in (~/features/conversion/overlay-texts).
        const { container } = await act(async () => renderWithConversion(ui(lang), { path: `/${lang}/`, shell }));
        await waitFor(() => expect(bareClaims(container, shell, lang, note).found).toBeGreaterThanOrEqual(least));
        expect(bareClaims(container, shell, lang, note).bare).toEqual([]);
      });
    }
  }

  it("once substantiated, the figures carry their source instead", () => {
    const shell = shellOf("fr", true);
    const note = translate("fr", "claims.source", { source: shell.site.claims_source ?? "" });
    const { container } = renderWithConversion(<HomeScreen page={page<HomePage>("fr")} />, { path: "/fr/", shell });
    const { found, bare } = bareClaims(container, shell, "fr", note);
    expect(found).toBeGreaterThanOrEqual(3);
    expect(bare).toEqual([]);
    expect(container.textContent).not.toContain("Selon Pilotéo");
  });
});

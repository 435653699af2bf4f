import { describe, expect, it } from "vitest";
import type { SiteSettings } from "~/generated/types";
import { testSite } from "~/test/render-screen";
import { auditHref, outboundHref, partnerHref, type OutboundContext, type OutboundTarget } from "./outbound";

const TARGETS: OutboundTarget[] = ["audit", "platform", "trial", "consulting", "consulting_contact", "investment_group"];
const CONFIGURED: Record<OutboundTarget, string> = {
  audit: testSite.urls.audit,
  platform: testSite.urls.platform,
  trial: testSite.urls.platform_trial,
  consulting: testSite.urls.consulting,
  consulting_contact: testSite.urls.consulting_contact,
  investment_group: testSite.urls.investment_group,
};

describe("outboundHref", () => {
  it("tags the audit page with the spec's UTM and context parameters", () => {
    const url = new URL(
      outboundHref(testSite, "audit", {
        content: "article-middle",
        referrer: "/fr/article/x",
        trigger: "scroll",
        article: "x",
        category: "management-pilotage",
        industry: "btp-construction",
        seoPage: "gestion-chantier",
        targetKeyword: "logiciel chantier",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://app.example/onboarding/audit");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "test",
      utm_medium: "website",
      utm_campaign: "audit",
      utm_content: "article-middle",
      utm_term: "management-pilotage",
      source: "test",
      trigger: "scroll",
      article: "x",
      category: "management-pilotage",
      industry: "btp-construction",
      seo_page: "gestion-chantier",
      target_keyword: "logiciel chantier",
      referrer: "/fr/article/x",
    });
  });

  it("names the campaign after the destination and leaves empty values out", () => {
    const campaign = (target: OutboundTarget) =>
      new URL(outboundHref(testSite, target, { content: "c", article: "" })).searchParams.get("utm_campaign");
    expect(TARGETS.map(campaign)).toEqual(["audit", "trial", "trial", "consulting", "consulting", "partner"]);
    expect(new URL(outboundHref(testSite, "trial", { content: "c", article: "" })).searchParams.has("article")).toBe(false);
    expect(auditHref(testSite, { content: "c", referrer: "/fr" })).toBe(outboundHref(testSite, "audit", { content: "c", referrer: "/fr" }));
  });

  it("tags a box's link to one of the provider's sites like every other outbound link", () => {
    const url = new URL(partnerHref(testSite, testSite.urls.consulting + "/", "box"));
    expect(url.host).toBe("conseil.example");
    expect(url.searchParams.get("utm_campaign")).toBe("consulting");
    expect(url.searchParams.get("utm_content")).toBe("box");
  });

  it("refuses a configured address that is not https", () => {
    const site = { ...testSite, urls: { ...testSite.urls, audit: "http://app.example/onboarding/audit" } } as SiteSettings;
    expect(() => outboundHref(site, "audit", { content: "c" })).toThrow(/https/);
  });

  // A property test over generated inputs (fast-check is not a dependency): whatever the context
  // holds, the link stays an https URL on the configured host and path, and each value comes back
  // intact from the query string.
  it("is always an https URL on the configured host, whatever the parameter values", () => {
    let seed = 20250115;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const nasty = [
      "//evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "@evil.example",
      "user:pass@evil.example",
      "#frag",
      "?x=1&utm_source=evil",
      "%2F%2Fevil.example",
      "\\\\evil.example",
      "\u0000\r\n",
      "\ud83d\ude00 é œ « »",
      "\ud800",
      " ",
      "&",
      "=",
      "a".repeat(5000),
    ];
    const alphabet = ":/?#[]@!$&'()*+,;=%\\ \t\n\u0000.-_~aZ9é\u202e\ud83d\ude00";
    const value = (): string | undefined => {
      const pick = random();
      if (pick < 0.1) return undefined;
      if (pick < 0.45) return nasty[Math.floor(random() * nasty.length)];
      const length = Math.floor(random() * 40);
      let text = "";
      for (let i = 0; i < length; i++) text += [...alphabet][Math.floor(random() * [...alphabet].length)];
      return text;
    };
    const keys = ["referrer", "trigger", "medium", "category", "article", "industry", "seoPage", "targetKeyword"] as const;
    for (let run = 0; run < 1000; run++) {
      const target = TARGETS[run % TARGETS.length]!;
      const context: OutboundContext = { content: value() ?? "x" };
      for (const key of keys) context[key] = value();
      const result = outboundHref(testSite, target, context);
      const url = new URL(result);
      const configured = new URL(CONFIGURED[target]);
      expect(url.protocol, result).toBe("https:");
      expect(url.host, result).toBe(configured.host);
      expect(url.pathname, result).toBe(configured.pathname);
      expect(url.username + url.password + url.hash, result).toBe("");
      // Each value is in the query exactly as given (lone surrogates aside: URLs hold UTF-8).
      const wellFormed = (text: string) =>
        text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
      if (context.referrer) expect(url.searchParams.get("referrer")).toBe(wellFormed(context.referrer));
      if (context.article) expect(url.searchParams.get("article")).toBe(wellFormed(context.article));
      expect(url.searchParams.get("utm_source")).toBe("test");
      expect(url.searchParams.getAll("utm_source")).toHaveLength(1);
    }
  });
});

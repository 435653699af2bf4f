import { beforeEach, describe, expect, it } from "vitest";
import { rememberLanding, utmFromSearch, visitCampaign } from "./campaign";
import { applyStoragePolicy, writeStored } from "./safe-storage";

describe("utmFromSearch", () => {
  it("keeps the five UTM values and nothing else", () => {
    expect(utmFromSearch("?utm_source=news&utm_medium=email&utm_campaign=mai&utm_term=pme&utm_content=a&gclid=x")).toEqual({
      utm_source: "news",
      utm_medium: "email",
      utm_campaign: "mai",
      utm_term: "pme",
      utm_content: "a",
    });
    expect(utmFromSearch("")).toEqual({});
  });

  it("leaves out what the server would refuse and cuts long values to 200 characters", () => {
    expect(utmFromSearch("?utm_source=a%00b&utm_medium=%E2%80%AEx&utm_term=%0A")).toEqual({});
    const long = utmFromSearch(`?utm_campaign=${"é".repeat(300)}`);
    expect([...long.utm_campaign!]).toHaveLength(200);
  });
});

describe("first-touch attribution for the visit", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    applyStoragePolicy();
  });

  it("keeps the landing URL's values for every later page of the visit", () => {
    rememberLanding("?utm_source=newsletter&utm_campaign=automne");
    expect(window.sessionStorage.getItem("campaign")).not.toBeNull();
    expect(visitCampaign("")).toEqual({ utm_source: "newsletter", utm_campaign: "automne" });
  });

  it("does not let a later URL replace the first touch", () => {
    rememberLanding("?utm_source=newsletter");
    rememberLanding("?utm_source=linkedin&utm_medium=social");
    expect(visitCampaign("?utm_source=linkedin&utm_medium=social")).toEqual({ utm_source: "newsletter" });
  });

  it("uses the current URL when the visit landed without UTM values", () => {
    rememberLanding("");
    expect(window.sessionStorage.getItem("campaign")).toBeNull();
    expect(visitCampaign("?utm_source=partenaire")).toEqual({ utm_source: "partenaire" });
  });

  it("ignores what storage holds that the API would refuse", () => {
    window.sessionStorage.setItem("campaign", JSON.stringify({ utm_source: "a\u0000b", gclid: "x" }));
    expect(visitCampaign("?utm_source=ok")).toEqual({ utm_source: "ok" });
  });

  it("keeps the first touch in memory only while functional storage is refused", () => {
    writeStored("cookiePreferences", JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false }));
    applyStoragePolicy();
    rememberLanding("?utm_source=salon");
    expect(window.sessionStorage.getItem("campaign")).toBeNull();
    expect(visitCampaign("")).toEqual({ utm_source: "salon" });
  });
});

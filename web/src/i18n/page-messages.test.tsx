import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import en from "./en.json";
import fr from "./fr.json";
import { pageMessagesScript, providePageMessages } from "./page-messages";
import { hasDictionary, provideDictionary, translate } from "./translate";
import { usePlural, useT } from "./use-lang";

afterEach(() => {
  provideDictionary("fr", fr);
  provideDictionary("en", en);
});

/** A document holding `script`, as the prerender writes it. */
function documentWith(script: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body><p>page</p>${script}</body></html>`, "text/html");
}

describe("the page's own strings", () => {
  it("are written as a data block no string can close, and read back as a partial dictionary", () => {
    const script = pageMessagesScript(new Map([["nav.home", "Accueil </script><b>"], ["article.back", "Retour"]]));
    expect(script).not.toContain("</script><b>");
    expect(providePageMessages("fr", documentWith(script))).toBe(true);
    expect(translate("fr", "nav.home")).toBe("Accueil </script><b>");
    expect(hasDictionary("fr")).toBe(false);
    expect(providePageMessages("fr", documentWith(""))).toBe(false);
  });

  it("draw what they hold; what they lack is blank until the whole dictionary comes, then drawn again", () => {
    provideDictionary("fr", { "nav.home": fr["nav.home"] }, { partial: true });
    const renders = { held: 0, lacking: 0 };
    function Held() {
      renders.held += 1;
      return <p>{useT()("nav.home")}</p>;
    }
    function Lacking() {
      const t = useT();
      const plural = usePlural();
      const [count, setCount] = useState(0);
      renders.lacking += 1;
      return (
        <button type="button" onClick={() => setCount(2)}>
          {count === 0 ? "compter" : `${t("article.back", { name: "X" })} / ${plural("category.articles", count)}`}
        </button>
      );
    }
    render(
      <>
        <Held />
        <Lacking />
      </>,
    );
    expect(screen.getByText(fr["nav.home"])).toBeInTheDocument();
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe(" / ");
    const before = { ...renders };
    act(() => provideDictionary("fr", fr));
    expect(screen.getByRole("button")).toHaveTextContent(`${fr["article.back"].replace("{name}", "X")} / 2 articles`);
    expect(renders.lacking).toBeGreaterThan(before.lacking);
    expect(renders.held).toBe(before.held);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installDialogs } from "~/test/dialogs";
import { renderScreen } from "~/test/render-screen";
import { ReaderPanelButton } from "./reader-panel-button";

beforeAll(installDialogs);

const html = document.documentElement;
/** A percentage as French readers see it (the space before % depends on the ICU version). */
const pct = (n: number) => new Intl.NumberFormat("fr-FR", { style: "percent" }).format(n / 100);

async function openPanel(lang: "fr" | "en" = "fr") {
  const user = userEvent.setup();
  renderScreen(<ReaderPanelButton />, `/${lang}`);
  await user.click(screen.getByRole("button", { name: lang === "fr" ? "Réglages d’accessibilité" : "Accessibility settings" }));
  const dialog = await screen.findByRole("dialog", { name: lang === "fr" ? "Accessibilité" : "Accessibility" });
  return { user, panel: within(dialog) };
}

const value = (panel: ReturnType<typeof within>, group: string) => panel.getByRole("group", { name: group }).querySelector("output")!.textContent;
const disabled = (button: HTMLElement) => button.getAttribute("aria-disabled") === "true";

describe("the accessibility panel", () => {
  afterEach(() => {
    window.localStorage.clear();
    html.className = "";
    html.removeAttribute("style");
  });

  it("turns each mode on at once on the page and stores it under the spec's key", async () => {
    const { user, panel } = await openPanel();
    const cases: [string, string, string][] = [
      ["Police adaptée à la dyslexie (OpenDyslexic)", "dyslexia", "dyslexia-mode"],
      ["Contraste élevé", "high-contrast", "high-contrast-mode"],
      ["Mode sombre", "dark", "dark-mode"],
      ["Réduire les animations", "reduce-motion", "reduced-motion"],
    ];
    for (const [name, className, key] of cases) {
      const toggle = panel.getByRole("switch", { name });
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      expect(toggle).toBeChecked();
      expect(html).toHaveClass(className);
      expect(window.localStorage.getItem(key)).toBe("true");
      await user.click(toggle);
      expect(html).not.toHaveClass(className);
      expect(window.localStorage.getItem(key)).toBe("false");
    }
  });

  it("steps text size 80–120 % and line spacing 80–140 % by 10, each button disabled at its bound", async () => {
    const { user, panel } = await openPanel();
    const bigger = panel.getByRole("button", { name: "Agrandir la taille du texte" });
    const smaller = panel.getByRole("button", { name: "Réduire la taille du texte" });
    expect(value(panel, "Taille du texte")).toBe(pct(100));
    await user.click(bigger);
    await user.click(bigger);
    expect(value(panel, "Taille du texte")).toBe(pct(120));
    expect(disabled(bigger)).toBe(true);
    await user.click(bigger);
    expect(value(panel, "Taille du texte")).toBe(pct(120));
    expect(bigger).toHaveFocus();
    expect(html.style.getPropertyValue("--reader-font-size")).toBe("120%");
    expect(window.localStorage.getItem("font-size")).toBe("120");
    for (let i = 0; i < 5; i++) await user.click(smaller);
    expect(value(panel, "Taille du texte")).toBe(pct(80));
    expect(disabled(smaller)).toBe(true);
    expect(disabled(bigger)).toBe(false);

    const wider = panel.getByRole("button", { name: "Augmenter l’interligne" });
    const tighter = panel.getByRole("button", { name: "Réduire l’interligne" });
    for (let i = 0; i < 5; i++) await user.click(wider);
    expect(value(panel, "Interligne")).toBe(pct(140));
    expect(disabled(wider)).toBe(true);
    for (let i = 0; i < 7; i++) await user.click(tighter);
    expect(value(panel, "Interligne")).toBe(pct(80));
    expect(disabled(tighter)).toBe(true);
    expect(html.style.getPropertyValue("--reader-line-height")).toBe("0.8");
    expect(window.localStorage.getItem("line-height")).toBe("80");
  });

  it("applies the two presets, and reset brings every default back", async () => {
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole("button", { name: /^Mode lecture/ }));
    expect(panel.getByRole("switch", { name: "Police adaptée à la dyslexie (OpenDyslexic)" })).toBeChecked();
    expect(value(panel, "Taille du texte")).toBe(pct(110));
    expect(value(panel, "Interligne")).toBe(pct(120));
    expect({ ...window.localStorage }).toEqual({ "dyslexia-mode": "true", "font-size": "110", "line-height": "120" });

    await user.click(panel.getByRole("button", { name: /^Visibilité maximale/ }));
    expect(panel.getByRole("switch", { name: "Contraste élevé" })).toBeChecked();
    expect(html).toHaveClass("dyslexia", "high-contrast");

    await user.click(panel.getByRole("button", { name: "Réinitialiser" }));
    for (const toggle of panel.getAllByRole("switch")) expect(toggle).not.toBeChecked();
    expect(value(panel, "Taille du texte")).toBe(pct(100));
    expect(value(panel, "Interligne")).toBe(pct(100));
    expect(html.className).toBe("");
    expect(html.getAttribute("style") ?? "").toBe("");
    expect(window.localStorage.length).toBe(0);
  });

  it("shows what was stored before, and garbage as the defaults", async () => {
    window.localStorage.setItem("high-contrast-mode", "true");
    window.localStorage.setItem("font-size", "90");
    window.localStorage.setItem("line-height", "banana");
    window.localStorage.setItem("dark-mode", "maybe");
    const { panel } = await openPanel("en");
    expect(panel.getByRole("switch", { name: "High contrast" })).toBeChecked();
    expect(panel.getByRole("switch", { name: "Dark mode" })).not.toBeChecked();
    expect(value(panel, "Text size")).toBe("90%");
    expect(value(panel, "Line spacing")).toBe("100%");
  });

  it("works for the page when storage throws on every call", async () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    for (const method of ["getItem", "setItem", "removeItem"] as const) vi.spyOn(Storage.prototype, method).mockImplementation(refuse);
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole("switch", { name: "Mode sombre" }));
    expect(html).toHaveClass("dark");
    await user.click(panel.getByRole("button", { name: "Agrandir la taille du texte" }));
    expect(value(panel, "Taille du texte")).toBe(pct(110));
    await user.click(panel.getByRole("button", { name: "Réinitialiser" }));
    expect(html).not.toHaveClass("dark");
  });

  it("closes with its button and gives the focus back to the floating button", async () => {
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole("button", { name: "Fermer les réglages d’accessibilité" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const button = screen.getByRole("button", { name: "Réglages d’accessibilité" });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

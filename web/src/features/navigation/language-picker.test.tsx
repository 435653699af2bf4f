import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadLanguage } from "./language-choice";
import { LanguagePicker } from "./language-picker";
import { PagePathProvider } from "./page-path";

// The switch loads a new document, which jsdom cannot do: record where it would go.
vi.mock("./language-choice", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./language-choice")>()),
  loadLanguage: vi.fn(),
}));

/** `pagePath`: what the layout provides from the page's data (`null`: a not-found page). */
function renderAt(path: string, pagePath?: string | null) {
  const picker = (
    <>
      <LanguagePicker />
      <button type="button">elsewhere</button>
    </>
  );
  const Stub = createRoutesStub([
    {
      path: "/:lang/*",
      Component: () => (pagePath === undefined ? picker : <PagePathProvider path={pagePath}>{picker}</PagePathProvider>),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return userEvent.setup();
}

afterEach(() => {
  window.localStorage.clear();
  vi.mocked(loadLanguage).mockClear();
});

describe("LanguagePicker", () => {
  it("shows the current language on a menu button, closed", () => {
    renderAt("/fr/industry/hotellerie");
    const button = screen.getByRole("button", { name: "Langue\u00a0: Français" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("opens on Enter with the current language focused and marked, moves with the arrows, closes on Escape", async () => {
    const user = renderAt("/fr/industry/hotellerie");
    const button = screen.getByRole("button", { name: "Langue\u00a0: Français" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const french = screen.getByRole("menuitem", { name: "Français" });
    expect(french).toHaveFocus();
    expect(french).toHaveAttribute("aria-current", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(french).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("opens on ArrowUp with the last language focused", async () => {
    const user = renderAt("/fr");
    screen.getByRole("button", { name: "Langue\u00a0: Français" }).focus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveFocus();
  });

  it("switches language keeping the rest of the path and the hash (a trailing slash dropped), stores the choice and closes", async () => {
    const user = renderAt("/fr/industry/hotellerie/#solutions");
    await user.click(screen.getByRole("button", { name: "Langue\u00a0: Français" }));
    const english = screen.getByRole("menuitem", { name: "English" });
    expect(english).toHaveAttribute("href", "/en/industry/hotellerie");
    english.focus();
    await user.keyboard("{Enter}");
    expect(loadLanguage).toHaveBeenCalledExactlyOnceWith("/en/industry/hotellerie#solutions");
    expect(window.localStorage.getItem("lang")).toBe("en");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Langue\u00a0: Français" })).toHaveFocus();
  });

  it("still switches when the browser refuses storage", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const user = renderAt("/en/article/x");
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    await user.click(screen.getByRole("menuitem", { name: "Français" }));
    expect(loadLanguage).toHaveBeenCalledExactlyOnceWith("/fr/article/x");
  });

  it("closes without reloading when the current language is chosen", async () => {
    const user = renderAt("/fr/article/x");
    await user.click(screen.getByRole("button", { name: "Langue\u00a0: Français" }));
    await user.click(screen.getByRole("menuitem", { name: "Français" }));
    expect(loadLanguage).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("leads to the other language's home from a not-found page", async () => {
    const user = renderAt("/en/article/nope", null);
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    const french = screen.getByRole("menuitem", { name: "Français" });
    expect(french).toHaveAttribute("href", "/fr");
    await user.click(french);
    expect(loadLanguage).toHaveBeenCalledExactlyOnceWith("/fr");
  });

  it("closes on a click outside", async () => {
    const user = renderAt("/fr");
    await user.click(screen.getByRole("button", { name: "Langue\u00a0: Français" }));
    expect(screen.getByRole("menu")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "elsewhere" }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});

import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithConversion, settle } from "~/test/render-with-conversion";
import { shareLinks } from "./share-links";
import { ShareMenu } from "./share-menu";

const URL_ = "https://site.example/fr/article/x";
const share = () => screen.getByRole("button", { name: "Partager" });

async function openMenu() {
  renderWithConversion(<ShareMenu url={URL_} title="Un titre & plus" />);
  fireEvent.click(share());
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("share links", () => {
  it("sends the page to three networks and to an e-mail with subject and body", () => {
    const links = shareLinks(URL_, "Un titre & plus", "Lisez ceci : https://x");
    expect(links.networks.professional).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsite.example%2Ffr%2Farticle%2Fx",
    );
    expect(links.networks.microblog).toContain("text=Un%20titre%20%26%20plus");
    expect(links.networks.social).toContain("u=https%3A%2F%2Fsite.example");
    expect(links.email).toBe("mailto:?subject=Un%20titre%20%26%20plus&body=Lisez%20ceci%20%3A%20https%3A%2F%2Fx");
  });
});

describe("share menu", () => {
  it("opens and closes as a disclosure, Escape giving focus back to its button", async () => {
    await openMenu();
    expect(share()).toHaveAttribute("aria-expanded", "true");
    const mail = screen.getByRole("link", { name: "Envoyer par e-mail" });
    expect(decodeURIComponent(mail.getAttribute("href")!)).toContain(
      `body=Cet article pourrait vous intéresser\u00a0: Un titre & plus\n\n${URL_}`,
    );
    screen.getByRole("button", { name: "Copier le lien" }).focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(share()).toHaveAttribute("aria-expanded", "false");
    expect(share()).toHaveFocus();
  });

  it("shows « Copié ! » for 2 s after copying the link", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await openMenu();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copier le lien" })));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole("button", { name: "Copié\u00a0!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("button", { name: "Copié\u00a0!" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copier le lien" })).toBeInTheDocument();
  });

  it("only logs a refused clipboard (a warning, not an error)", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new DOMException("denied", "NotAllowedError"))) },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    await openMenu();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copier le lien" })));
    expect(warn).toHaveBeenCalledOnce();
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Copié\u00a0!" })).not.toBeInTheDocument();
  });

  it("shows the +7 days bonus for 5 s after a share click", async () => {
    await openMenu();
    const link = screen.getByRole("link", { name: /LinkedIn/ });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole("status")).toHaveTextContent("+7 jours offerts sur votre essai gratuit de Plateforme");
    expect(share()).toHaveAttribute("aria-expanded", "false");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("status")).toHaveTextContent("+7");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

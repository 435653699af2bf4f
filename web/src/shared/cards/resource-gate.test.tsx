// The gate starts the file's download once the lead is stored and its link is drawn, whenever the
// browser's next frame comes (the e2e journey missed the download once when a frame came first).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { renderScreen } from "~/test/render-screen";
import { ResourceGate } from "./resource-gate";

afterEach(() => vi.unstubAllGlobals());

it("clicks the download link once the lead is stored, even when a frame comes before the link is drawn", async () => {
  const url = "/downloads/fr/guide-delegation-dirigeant.pdf";
  vi.stubGlobal("fetch", async (target: string) =>
    String(target).endsWith("/api/leads")
      ? new Response(JSON.stringify({ id: "l1", created: true, downloads: [{ url, format: "pdf", bytes: 151000, pages: 18 }] }), { status: 201 })
      : new Response(null, { status: 204 }),
  );
  // A frame at once: whatever waited for one ran before React drew the link.
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    callback(0);
    return 0;
  });
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute("href") ?? "");
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(
    <ResourceGate slug="guide-delegation-dirigeant" title="Guide de la délégation" facts={[{ format: "pdf", bytes: 151000, pages: 18 }]} pagePath="/fr/resources" />,
    "/fr/resources",
  );
  await user.type(screen.getByLabelText("Votre adresse e-mail professionnelle"), "claire@entreprise.example");
  await user.click(screen.getByRole("button", { name: "Recevoir le fichier" }));
  expect(await screen.findByRole("link", { name: /Télécharger/ })).toHaveAttribute("href", url);
  await vi.waitFor(() => expect(clicked).toEqual([url]));
  click.mockRestore();
});

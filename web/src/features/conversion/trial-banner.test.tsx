import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithConversion, settle } from "~/test/render-with-conversion";
import { covers } from "./floating-rules";
import { TrialBanner } from "./trial-banner";

const banner = () => screen.queryByRole("complementary", { name: "Essayez la plateforme" });
const reopen = () => screen.queryByRole("button", { name: "Afficher l’offre d’essai gratuit" });

async function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("trial banner", () => {
  it("appears 3 s after load", async () => {
    renderWithConversion(<TrialBanner />);
    await advance(2999);
    expect(banner()).not.toBeInTheDocument();
    await advance(1);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole("list", { name: /^Promis par Plateforme\s:$/u })).toHaveTextContent(/Mise en route en \d+ minutes.*Assistance/u);
    expect(screen.getByRole("link", { name: /Commencer l’essai gratuit/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/app\.example\/essai\?.*utm_campaign=trial.*utm_content=trial-banner.*referrer=%2Ffr%2Farticle%2Fx/),
    );
  });

  it("hides 30 s when dismissed, with a round button to reopen it, then returns by itself", async () => {
    renderWithConversion(<TrialBanner />);
    await advance(3000);
    fireEvent.click(screen.getByRole("button", { name: "Masquer l’offre d’essai" }));
    await settle();
    expect(banner()).not.toBeInTheDocument();
    expect(reopen()).toHaveFocus();
    await advance(29_999);
    expect(banner()).not.toBeInTheDocument();
    await advance(1);
    expect(banner()).toBeInTheDocument();
    expect(reopen()).not.toBeInTheDocument();
    // It came back by itself: focus stays where the visitor is.
    expect(banner()).not.toHaveFocus();
  });

  it("comes back at once with the reopen button", async () => {
    renderWithConversion(<TrialBanner />);
    await advance(3000);
    fireEvent.click(screen.getByRole("button", { name: "Masquer l’offre d’essai" }));
    await settle();
    fireEvent.click(reopen()!);
    await settle();
    expect(banner()).toHaveFocus();
    // Dismissed again, the 30 s start over.
    fireEvent.click(screen.getByRole("button", { name: "Masquer l’offre d’essai" }));
    await advance(29_000);
    expect(banner()).not.toBeInTheDocument();
    await advance(1000);
    expect(banner()).toBeInTheDocument();
  });

  it("waits while another banner is held up (one floating banner at a time), its timers going on", async () => {
    function Harness() {
      const [held, setHeld] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setHeld((value) => !value)}>
            toggle
          </button>
          <TrialBanner held={held} />
        </>
      );
    }
    const toggle = async () => {
      fireEvent.click(screen.getByRole("button", { name: "toggle" }));
      await settle();
    };
    renderWithConversion(<Harness />);
    await advance(3000);
    expect(banner()).not.toBeInTheDocument();
    expect(reopen()).not.toBeInTheDocument();
    await toggle();
    expect(banner()).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Masquer l’offre d’essai" }));
    await toggle();
    await advance(30_000);
    expect(banner()).not.toBeInTheDocument();
    await toggle();
    expect(banner()).toBeInTheDocument();
  });
});

describe("floating rules", () => {
  const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });
  it("a banner covers a form or message it shares area with, not one it only touches or an empty box", () => {
    const banner = box(12, 600, 366, 200);
    expect(covers([banner], [box(0, 700, 390, 300)])).toBe(true);
    expect(covers([banner], [box(0, 400, 390, 200)])).toBe(false);
    expect(covers([banner], [box(0, 0, 0, 0)])).toBe(false);
    expect(covers([box(0, 0, 0, 0)], [banner])).toBe(false);
  });
});

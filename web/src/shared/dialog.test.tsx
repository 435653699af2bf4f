import { fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { installDialogs } from "~/test/dialogs";
import { Dialog, DialogCloseButton } from "./dialog";

beforeAll(installDialogs);

/** An opener button, a dialog it toggles (always mounted), and a second button focus may go back to. */
function Toggled({ giveBackTo }: { giveBackTo?: "other" }) {
  const [open, setOpen] = useState(false);
  const other = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <button type="button" ref={other}>
        Autre
      </button>
      <p>{open ? "ouvert" : "fermé"}</p>
      <Dialog open={open} onClose={() => setOpen(false)} returnFocus={giveBackTo ? other : undefined} labelledBy="t" className="">
        <h2 id="t">Réglages</h2>
        <DialogCloseButton label="Fermer" className="" />
      </Dialog>
    </>
  );
}

/** A dialog mounted only while it shows, as the conversion modals are. */
function Mounted() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Ouvrir
      </button>
      <button type="button" onClick={() => setShown(false)}>
        Retirer
      </button>
      {shown ? (
        <Dialog onClose={() => setShown(false)} labelledBy="m" className="">
          <h2 id="m">Modale</h2>
          <DialogCloseButton label="Fermer" className="" />
        </Dialog>
      ) : null}
    </>
  );
}

const opener = () => screen.getByRole("button", { name: "Ouvrir" });

describe("Dialog", () => {
  it("opens as a dialog named by its heading; Escape closes it and gives the focus back to the opener", () => {
    render(<Toggled />);
    opener().focus();
    fireEvent.click(opener());
    const dialog = screen.getByRole("dialog", { name: "Réglages" });
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "Fermer" })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.getByText("fermé")).toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it("closes from its close button and from a click on the backdrop, giving the focus to `returnFocus`", () => {
    render(<Toggled giveBackTo="other" />);
    fireEvent.click(opener());
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(screen.getByText("fermé")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Autre" })).toHaveFocus();

    fireEvent.click(opener());
    const dialog = screen.getByRole("dialog", { name: "Réglages" });
    fireEvent.click(screen.getByRole("heading", { name: "Réglages" }));
    expect(dialog).toHaveAttribute("open");
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "Autre" })).toHaveFocus();
  });

  it("removed while open, gives the focus back to the element that opened it", () => {
    render(<Mounted />);
    opener().focus();
    fireEvent.click(opener());
    expect(screen.getByRole("dialog", { name: "Modale" })).toHaveAttribute("open");
    fireEvent.click(screen.getByRole("button", { name: "Retirer", hidden: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener()).toHaveFocus();
  });
});

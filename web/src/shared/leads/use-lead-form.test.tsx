import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { HoneypotField, LeadEmailField, LeadFormError } from "./lead-fields";
import { useLeadForm, type LeadFormContext, type LeadFormOptions } from "./use-lead-form";

const context: LeadFormContext = {
  form_kind: "inline-middle",
  page_path: "/fr/article/x",
  lang: "fr",
  article_slug: "x",
  category_slug: "c",
};

function Form({ options, lang = "fr" }: { options: LeadFormOptions; lang?: "fr" | "en" }) {
  const form = useLeadForm({ ...context, lang }, options);
  return (
    <form onSubmit={form.submit} noValidate className="relative">
      <p data-testid="state">{form.state}</p>
      <LeadEmailField form={form} lang={lang} />
      <HoneypotField lang={lang} />
      <button type="submit" disabled={!form.canSubmit}>
        {form.busyLabel ?? "Envoyer"}
      </button>
      <LeadFormError form={form} />
    </form>
  );
}

/** A fetch that answers when told, so the submitting state can be seen. */
function pendingFetch() {
  let pending: ((response: Response) => void) | null = null;
  const fetcher = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (pending = resolve)));
  return {
    fetcher,
    /** Answers the request in flight (the sending code loads first, so it may not be sent yet). */
    answer: async (status: number, body?: unknown, headers?: Record<string, string>) => {
      await vi.waitFor(() => expect(pending).not.toBeNull());
      const resolve = pending!;
      pending = null;
      await act(async () => resolve(new Response(body === undefined ? null : JSON.stringify(body), { status, headers })));
    },
  };
}

async function typeAndSend(address: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Votre adresse e-mail professionnelle"), address);
  await user.click(screen.getByRole("button", { name: "Envoyer" }));
  return user;
}

describe("useLeadForm", () => {
  it("disables the button while the address is empty", async () => {
    render(<Form options={{ fetcher: vi.fn() }} />);
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText("Votre adresse e-mail professionnelle"), "   ");
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeDisabled();
  });

  it("goes idle → submitting (button disabled) → success, and calls back once stored", async () => {
    window.history.replaceState(null, "", "/fr/article/x?utm_source=lettre&utm_campaign=mai");
    const { fetcher, answer } = pendingFetch();
    const onSuccess = vi.fn();
    render(<Form options={{ fetcher, onSuccess }} />);
    expect(screen.getByTestId("state")).toHaveTextContent("idle");
    await typeAndSend(" claire@entreprise.example ");
    expect(screen.getByTestId("state")).toHaveTextContent("submitting");
    expect(screen.getByRole("button", { name: "Envoi en cours…" })).toBeDisabled();
    expect(onSuccess).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalled());
    const body = JSON.parse(String(fetcher.mock.calls[0]![1]?.body));
    expect(body).toEqual({ ...context, email: "claire@entreprise.example", utm_source: "lettre", utm_campaign: "mai" });
    await answer(201, { id: "l1", created: true });
    expect(screen.getByTestId("state")).toHaveTextContent("success");
    expect(onSuccess).toHaveBeenCalledWith({ kind: "stored", id: "l1", created: true, downloads: [] });
    window.history.replaceState(null, "", "/");
  });

  it("treats a repeated submission (200) as a success", async () => {
    const { fetcher, answer } = pendingFetch();
    render(<Form options={{ fetcher }} />);
    await typeAndSend("claire@entreprise.example");
    await answer(200, { id: "l1", created: false });
    expect(screen.getByTestId("state")).toHaveTextContent("success");
  });

  it("shows a 422 on the address under the field, translated, and clears it on typing", async () => {
    const { fetcher, answer } = pendingFetch();
    render(<Form options={{ fetcher }} />);
    const user = await typeAndSend("a@b");
    await answer(422, {
      code: "invalid_lead",
      errors: [{ field: "email", code: "email_invalid", message: "Not a valid e-mail address." }],
    });
    const field = screen.getByLabelText("Votre adresse e-mail professionnelle");
    expect(screen.getByTestId("state")).toHaveTextContent("error");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Cette adresse e-mail n’est pas valide/);
    expect(screen.queryByText(/Not a valid/)).not.toBeInTheDocument();
    expect(field).toHaveValue("a@b");
    await user.type(field, "c.fr");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("says so when the part before the @ is too long", async () => {
    const { fetcher, answer } = pendingFetch();
    render(<Form options={{ fetcher }} />);
    await typeAndSend(`${"c".repeat(65)}@entreprise.example`);
    await answer(422, { code: "invalid_lead", errors: [{ field: "email", code: "email_local_too_long", message: "x", limit: 64 }] });
    expect(screen.getByLabelText("Votre adresse e-mail professionnelle")).toHaveAccessibleDescription(
      "La partie avant «\u00a0@\u00a0» est trop longue\u00a0: 64 caractères au maximum. Vérifiez l’adresse.",
    );
  });

  it("translates in English", async () => {
    const { fetcher, answer } = pendingFetch();
    render(<Form options={{ fetcher }} lang="en" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your work e-mail address"), "a@b");
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await answer(422, { code: "invalid_lead", errors: [{ field: "email", code: "too_long", message: "x" }] });
    expect(screen.getByLabelText("Your work e-mail address")).toHaveAccessibleDescription(
      "This address is too long (254 characters at most).",
    );
  });

  it("keeps the address and offers a retry after a server error, then succeeds", async () => {
    const { fetcher, answer } = pendingFetch();
    render(<Form options={{ fetcher }} />);
    const user = await typeAndSend("claire@entreprise.example");
    await answer(503, { code: "unavailable" }, { "Retry-After": "5" });
    expect(screen.getByTestId("state")).toHaveTextContent("error");
    expect(screen.getByRole("alert")).toHaveTextContent("L’envoi n’a pas abouti");
    expect(screen.getByLabelText("Votre adresse e-mail professionnelle")).toHaveValue("claire@entreprise.example");
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    await answer(201, { id: "l2", created: true });
    expect(screen.getByTestId("state")).toHaveTextContent("success");
  });

  it("shows the error state on a network failure", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    render(<Form options={{ fetcher }} />);
    await typeAndSend("claire@entreprise.example");
    expect(await screen.findByRole("alert")).toHaveTextContent("Votre adresse est conservée");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeEnabled();
  });

  it("asks to try again in a moment on 429", async () => {
    const { fetcher, answer } = pendingFetch();
    render(<Form options={{ fetcher }} />);
    await typeAndSend("claire@entreprise.example");
    await answer(429, { code: "rate_limited" }, { "Retry-After": "30" });
    expect(screen.getByRole("alert")).toHaveTextContent("Réessayez dans un moment");
  });

  it("says the form was refused when another field is invalid (not the visitor's fault)", async () => {
    const { fetcher, answer } = pendingFetch();
    render(<Form options={{ fetcher }} />);
    await typeAndSend("claire@entreprise.example");
    await answer(422, { code: "invalid_lead", errors: [{ field: "page_path", code: "invalid_format", message: "x" }] });
    expect(screen.getByRole("alert")).toHaveTextContent("Rechargez la page");
    expect(screen.getByLabelText("Votre adresse e-mail professionnelle")).not.toHaveAttribute("aria-invalid");
  });

  it("sends the trap's value when a robot filled it, and hides the trap from people", async () => {
    const { fetcher } = pendingFetch();
    const { container } = render(<Form options={{ fetcher }} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    trap.value = "https://spam.example";
    await typeAndSend("robot@spam.example");
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(JSON.parse(String(fetcher.mock.calls[0]![1]?.body)).website).toBe("https://spam.example");
  });
});

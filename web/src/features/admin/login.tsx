import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { BUTTON } from "~/shared/button";
import { AdminError, adminApi } from "./api/client";
import { refusal } from "./texts";
import { useTexts } from "./use-texts";

const FIELD =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-900";

export function LoginPage() {
  const t = useTexts();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await adminApi.login(String(form.get("email")), String(form.get("password")));
      await navigate("/admin");
    } catch (caught) {
      setError(caught instanceof AdminError && caught.problem ? refusal(t, caught.problem.code) : t.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <form className="mt-6 space-y-4" onSubmit={(event) => void submit(event)}>
        <label className="block text-sm font-medium">
          {t.email}
          <input className={FIELD} name="email" type="email" autoComplete="username" required />
        </label>
        <label className="block text-sm font-medium">
          {t.password}
          <input className={FIELD} name="password" type="password" autoComplete="current-password" required />
        </label>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <button type="submit" className={`${BUTTON.primary} w-full`} disabled={busy}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
    </main>
  );
}

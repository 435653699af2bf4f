import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { BUTTON } from "~/shared/button";
import { adminApi, type Session } from "./api/client";
import { useTexts } from "./use-texts";

/** Every page but the sign-in: the session is checked first, else back to /admin/login. */
export function SignedIn() {
  const t = useTexts();
  const navigate = useNavigate();
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    adminApi.session().then(setSession, () => void navigate("/admin/login", { replace: true }));
  }, [navigate]);

  async function signOut() {
    await adminApi.logout();
    await navigate("/admin/login");
  }

  if (!session) return <p className="p-4">{t.loading}</p>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <h1 className="text-xl font-bold">{t.leads}</h1>
        <p className="flex items-center gap-3 text-sm">
          <span>{session.email}</span>
          <button type="button" className={BUTTON.secondary} onClick={() => void signOut()}>
            {t.signOut}
          </button>
        </p>
      </header>
    </div>
  );
}

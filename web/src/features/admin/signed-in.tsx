import { useEffect, useState } from "react";
import { Route, Routes, useLocation, useNavigate } from "react-router";
import { BUTTON } from "~/shared/button";
import { adminApi, type Session } from "./api/client";
import { LeadPage } from "./lead-page";
import { LeadsPage } from "./leads-page";
import { useTexts } from "./use-texts";

/** Every page but the sign-in: the session is checked first, else back to /admin/login. */
export function SignedIn() {
  const t = useTexts();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
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
      {notice ? <p role="status" className="mt-3 text-sm font-medium">{notice}</p> : null}
      <Routes>
        <Route path="leads" element={<LeadsPage />} />
        <Route path="leads/:id" element={<LeadPage />} />
      </Routes>
    </div>
  );
}

import { useEffect, useState } from "react";
import { NavLink, Route, Routes, useLocation, useNavigate } from "react-router";
import { BUTTON } from "~/shared/button";
import { adminApi, type Session } from "./api/client";
import { ClientErrorsPage } from "./client-errors-page";
import { DashboardPage } from "./dashboard/dashboard-page";
import { LeadPage } from "./lead-page";
import { LeadsPage } from "./leads-page";
import type { AdminTexts } from "./texts";
import { useTexts } from "./use-texts";

const TAB =
  "rounded-md px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-600";

/** The navigation's screens: where they are and the text that names them (their page's title too). */
const SCREENS: { to: string; name: keyof AdminTexts }[] = [
  { to: "/admin", name: "dashboard" },
  { to: "/admin/leads", name: "leads" },
  { to: "/admin/site-errors", name: "siteErrors" },
];

/** Every page but the sign-in: the session is checked first, else back to /admin/login. */
export function SignedIn() {
  const t = useTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => {
    adminApi.session().then(setSession, () => void navigate("/admin/login", { replace: true }));
  }, [navigate]);

  async function signOut() {
    await adminApi.logout();
    await navigate("/admin/login");
  }

  if (!session) return <p className="p-4">{t.loading}</p>;
  const path = location.pathname.replace(/\/$/, "");
  // The deepest screen the path is in (a lead's page is the leads' screen).
  const current = SCREENS.findLast((screen) => path === screen.to || path.startsWith(`${screen.to}/`)) ?? SCREENS[0]!;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-xl font-bold">{t[current.name]}</h1>
          <nav aria-label={t.adminNav}>
            <ul className="flex flex-wrap gap-1">
              {SCREENS.map((screen) => (
                <li key={screen.to}>
                  <NavLink to={screen.to} end={screen.to === "/admin"} className={TAB}>{t[screen.name]}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="flex min-w-0 flex-wrap items-center gap-3 text-sm">
          <span className="min-w-0 break-all">{session.email}</span>
          <button type="button" className={BUTTON.secondary} onClick={() => void signOut()}>
            {t.signOut}
          </button>
        </p>
      </header>
      {notice ? <p role="status" className="mt-3 text-sm font-medium">{notice}</p> : null}
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="leads" element={<LeadsPage />} />
        <Route path="leads/:id" element={<LeadPage />} />
        <Route path="site-errors" element={<ClientErrorsPage />} />
      </Routes>
    </div>
  );
}

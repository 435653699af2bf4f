import { createContext, useContext } from "react";
import type { Shell } from "~/generated/types";

const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({ shell, children }: { shell: Shell; children: React.ReactNode }) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/** Settings, navigation and the conversion forms' texts of the current language. */
export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error("useShell must be used inside <ShellProvider> (the :lang layout route)");
  return shell;
}

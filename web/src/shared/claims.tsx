// The words shown beside every proof figure of site.yaml `claims` (companies helped, average ROI,
// satisfaction, video audience, AI failure rate…), issue 34 point 4. Until `claims_substantiated`
// is set they are the provider's claims, « Selon Pilotéo (source) »; once substantiated, their
// source. A container that shows such a figure carries `data-claims` and this note
// (claims.test.tsx fails on a figure rendered as bare fact).
import type { SiteSettings } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { useShell } from "~/shared/shell-context";

type Translate = ReturnType<typeof useT>;

export function claimsNote(site: SiteSettings, t: Translate): string {
  const source = site.claims_source ?? "";
  if (site.claims_substantiated) return source ? t("claims.source", { source }) : "";
  const platform = site.brand.platform_name;
  return source ? t("claims.according_source", { platform, source }) : t("claims.according", { platform });
}

export function useClaimsNote(): string {
  const { site } = useShell();
  return claimsNote(site, useT());
}

/** The note as a small line under the figures it qualifies. */
export function ClaimsNote({ className = "" }: { className?: string }) {
  const note = useClaimsNote();
  if (!note) return null;
  return <p className={`text-xs text-slate-600 dark:text-slate-400 ${className}`}>{note}</p>;
}

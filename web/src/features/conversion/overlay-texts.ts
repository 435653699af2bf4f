// The texts of what opens above a page once the visitor acts: the conversion modal and its
// benefits, the community invitation, the demo-video banner. They are in no page's data (issue 32,
// weight: ~1 kB brotli on every article for dialogs most visits never open) but in one file per
// language whose address the shell gives (src/bibliotheque/pipeline/shell.py), fetched when one of
// them is first drawn and kept for the visit.
import type { ConversionOverlays } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { useFetchedJson } from "~/shared/use-fetched-json";

/** The language's texts (the caller suspends until they are in); `null` when they could not be fetched. */
export function useOverlayTexts(): ConversionOverlays | null {
  return useFetchedJson<ConversionOverlays>(useShell().conversion_overlays);
}

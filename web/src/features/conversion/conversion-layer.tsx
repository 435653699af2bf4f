// What the conversion flow draws above every page: the floating stack at the bottom left (one
// banner at a time: the video banner, else the trial banner; floating-rules.ts), and the
// community modal. Mounted once by the :lang layout.
import { lazy, Suspense, useRef } from "react";
import { useConversion } from "~/shared/conversion-context";
import { TrialBanner } from "./trial-banner";
import { useCoversContent } from "./use-covers-content";
import { withStrings } from "~/i18n/load";

const CommunityModal = lazy(withStrings(() => import("./community-modal")));
const VideoBanner = lazy(withStrings(() => import("./video-banner")));

export function ConversionLayer() {
  const conversion = useConversion();
  const stack = useRef<HTMLDivElement>(null);
  // Over a form or a message: hidden (not unmounted, so its timers and place are kept).
  const covering = useCoversContent(stack);
  const video = conversion.videoBannerShown ? conversion.articleContext : null;
  return (
    <>
      {/* Leaves room at the bottom right for the accessibility button; hidden while a modal
          dialog is open. */}
      <div
        ref={stack}
        aria-hidden={covering || undefined}
        className={`pointer-events-none fixed right-20 bottom-3 left-3 z-40 flex flex-col items-start gap-3 sm:right-auto sm:bottom-4 sm:left-4 print:hidden [body:has(dialog:modal)_&]:hidden ${covering ? "invisible" : ""}`}
      >
        {video ? (
          <Suspense fallback={null}>
            <VideoBanner category={video.category} onClose={conversion.closeVideoBanner} />
          </Suspense>
        ) : null}
        <TrialBanner held={video !== null} />
      </div>
      {conversion.communityModal ? (
        <Suspense fallback={null}>
          <CommunityModal status={conversion.status} onClose={conversion.closeCommunityModal} />
        </Suspense>
      ) : null}
    </>
  );
}

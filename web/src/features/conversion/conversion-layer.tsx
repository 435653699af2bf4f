// What the conversion flow draws above every page: the floating stack (video banner, trial
// banner) at the bottom left, and the community modal. Mounted once by the :lang layout.
import { lazy, Suspense } from "react";
import { useConversion } from "~/shared/conversion-context";
import { TrialBanner } from "./trial-banner";

const CommunityModal = lazy(() => import("./community-modal"));
const VideoBanner = lazy(() => import("./video-banner"));

export function ConversionLayer() {
  const conversion = useConversion();
  return (
    <>
      {/* Leaves room at the bottom right for the accessibility button. */}
      <div className="pointer-events-none fixed right-20 bottom-3 left-3 z-40 flex flex-col items-start gap-3 sm:right-auto sm:bottom-4 sm:left-4 print:hidden">
        {conversion.videoBannerShown && conversion.articleContext ? (
          <Suspense fallback={null}>
            <VideoBanner category={conversion.articleContext.category} onClose={conversion.closeVideoBanner} />
          </Suspense>
        ) : null}
        <TrialBanner />
      </div>
      {conversion.communityModal ? (
        <Suspense fallback={null}>
          <CommunityModal status={conversion.status} onClose={conversion.closeCommunityModal} />
        </Suspense>
      ) : null}
    </>
  );
}

// The conversion flow's shared state (spec §4): whether the community modal and the video banner
// are visible, and the article the visitor converted on. Forms call `converted` once a lead is
// stored; the floating pieces (banners, community modal) read this state. Their code is loaded
// only when they show: this provider is in every page's first load.
import { createContext, useCallback, useContext, useMemo, useReducer } from "react";
import type { ArticlePage } from "~/generated/types";

/** The visitor's status, which picks the community modal's wording (the layout says « trial »). */
export type VisitorStatus = "trial" | "client" | "default";

/** The status of every visitor: the site does not know who its visitors are (spec §6, no login). */
export const VISITOR_STATUS: VisitorStatus = "default";

/** What the flow remembers of the article a visitor converted on (spec: title, category, problem). */
export interface ArticleContext {
  title: string;
  /** The article's category slug: it picks the video banner and the modal's benefits. */
  category: string;
  problem: string;
}

/** What the conversion flow keeps of an article page (spec §3, conversion context). */
export function articleContext({ article, category }: ArticlePage): ArticleContext {
  return { title: article.title, category: category.slug, problem: article.problem };
}

export interface ConversionState {
  status: VisitorStatus;
  communityModal: boolean;
  videoBanner: boolean;
  articleContext: ArticleContext | null;
  /** Leads stored during the visit: what is open on a page may close when it changes. */
  conversions: number;
}

export type ConversionAction =
  | { type: "open-community"; context?: ArticleContext }
  | { type: "close-community" }
  | { type: "close-video" }
  | { type: "converted"; context: ArticleContext | null };

export function conversionReducer(state: ConversionState, action: ConversionAction): ConversionState {
  switch (action.type) {
    case "open-community":
      return { ...state, communityModal: true, articleContext: action.context ?? state.articleContext };
    case "close-community":
      return { ...state, communityModal: false };
    case "close-video":
      return { ...state, videoBanner: false };
    case "converted":
      // After a stored lead: the demo video of the article's category is offered.
      return {
        ...state,
        videoBanner: true,
        articleContext: action.context ?? state.articleContext,
        conversions: state.conversions + 1,
      };
  }
}

export interface Conversion extends ConversionState {
  /** The video banner shows only when visible and an article context exists. */
  videoBannerShown: boolean;
  openCommunityModal: (context?: ArticleContext) => void;
  closeCommunityModal: () => void;
  closeVideoBanner: () => void;
  /** The conversion callback: a form stored its lead (on an article when `context` is given). */
  converted: (context: ArticleContext | null) => void;
}

const ConversionContext = createContext<Conversion | null>(null);

export function ConversionProvider({ status, children }: { status: VisitorStatus; children: React.ReactNode }) {
  const [state, dispatch] = useReducer(conversionReducer, {
    status,
    communityModal: false,
    videoBanner: false,
    articleContext: null,
    conversions: 0,
  });
  const openCommunityModal = useCallback((context?: ArticleContext) => dispatch({ type: "open-community", context }), []);
  const closeCommunityModal = useCallback(() => dispatch({ type: "close-community" }), []);
  const closeVideoBanner = useCallback(() => dispatch({ type: "close-video" }), []);
  const converted = useCallback((context: ArticleContext | null) => dispatch({ type: "converted", context }), []);
  const value = useMemo<Conversion>(
    () => ({
      ...state,
      status,
      videoBannerShown: state.videoBanner && state.articleContext !== null,
      openCommunityModal,
      closeCommunityModal,
      closeVideoBanner,
      converted,
    }),
    [state, status, openCommunityModal, closeCommunityModal, closeVideoBanner, converted],
  );
  return <ConversionContext.Provider value={value}>{children}</ConversionContext.Provider>;
}

/** The conversion flow; only inside <ConversionProvider> (the :lang layout mounts it). */
export function useConversion(): Conversion {
  const conversion = useContext(ConversionContext);
  if (!conversion) throw new Error("useConversion must be used inside <ConversionProvider> (mounted by the :lang layout route)");
  return conversion;
}

import { useRef, useState, type ComponentType } from "react";
import { useT } from "~/i18n/use-lang";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import type { SearchBoxProps } from "./search-box";
import { SEARCH_CONTAINER, SearchInput } from "./search-input";
import { withStrings } from "~/i18n/load";

// The search box's code (matching, keyboard, results) and its index are fetched on the
// visitor's first focus of the field: a page's first load carries only this field.
let boxModule: Promise<typeof import("./search-box")> | undefined;
const loadBox = () => (boxModule ??= withStrings(() => import("./search-box"))());

/**
 * The header's search field. It looks like the full search box, holds what is typed while that
 * loads, then hands over (keeping the text and the focus). Without JavaScript it is a plain
 * field of the header's form (the server answers with the search page). What was typed before the
 * page was interactive (a slow phone, issue 32) is kept: hydration leaves the field's value, which
 * is read once hydrated.
 */
export function SearchField({ onDismiss }: { onDismiss?: () => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const [loaded, setLoaded] = useState<{ Box: ComponentType<SearchBoxProps>; focus: boolean } | null>(null);

  const load = (): void =>
    void loadBox().then((module) =>
      setLoaded((current) => current ?? { Box: module.SearchBox, focus: document.activeElement === input.current }),
    );

  useInteractionEffect(() => {
    const typed = input.current?.value;
    if (!typed) return;
    setDraft(typed);
    load();
  }, []);

  if (loaded) return <loaded.Box initialQuery={draft} autoFocus={loaded.focus} onDismiss={onDismiss} />;
  return (
    <div className={SEARCH_CONTAINER}>
      <SearchInput
        ref={input}
        name="q"
        aria-label={t("search.label")}
        placeholder={t("search.placeholder")}
        value={draft}
        onFocus={load}
        onChange={(event) => {
          setDraft(event.target.value);
          load();
        }}
      />
    </div>
  );
}

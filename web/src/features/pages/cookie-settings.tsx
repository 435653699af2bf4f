import { useId, useRef, useState } from "react";
import type { CookieType } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { EARLY_CLICK, useEarlyClick } from "~/shared/early-clicks";
import type { CookieKind, CookiePreferencesState, OptionalCookieKind } from "~/shared/cookie-preferences";
import { Switch } from "~/shared/switch";

/**
 * The four kinds of cookies, each with its switch (necessary: always on). Switches and buttons work
 * from the first paint: a tap before hydration is replayed once hydrated (~/shared/early-clicks),
 * and each change starts from the stored choices, so a replay loses none. Without JavaScript no
 * optional cookie is set: the switches and buttons are hidden and a note under the list says so.
 */
export function CookieTypes({ types, state }: { types: CookieType[]; state: CookiePreferencesState }) {
  const t = useT();
  const id = useId();
  return (
    <>
      <ul className="grid gap-3">
        {types.map((type) => {
          const locked = type.key === "necessary";
          const on = locked || state.preferences[type.key as CookieKind];
          return (
            <li key={type.key} className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <div>
                <h3 id={`${id}-${type.key}`} className="font-semibold text-slate-900 dark:text-white">
                  {type.title}
                </h3>
                <p id={`${id}-${type.key}-text`} className="mt-1 max-w-prose text-sm text-slate-700 dark:text-slate-300">
                  {type.description}
                </p>
                {locked ? <p className="mt-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t("cookies.always_on")}</p> : null}
              </div>
              <div className="shrink-0 [@media(scripting:none)]:hidden">
                <Switch
                  checked={on}
                  disabled={locked}
                  earlyClick={!locked}
                  labelledBy={`${id}-${type.key}`}
                  describedBy={`${id}-${type.key}-text`}
                  onChange={(value) => {
                    if (!locked) state.set(type.key as OptionalCookieKind, value);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 hidden max-w-prose text-sm text-slate-700 [@media(scripting:none)]:block dark:text-slate-300">{t("cookies.no_script")}</p>
    </>
  );
}

/** « Accept all » and « Necessary only », with a polite confirmation once the choice is saved. */
export function CookieButtons({ state }: { state: CookiePreferencesState }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const acceptAll = () => {
    state.acceptAll();
    setSaved(true);
  };
  const necessaryOnly = () => {
    state.necessaryOnly();
    setSaved(true);
  };
  const acceptButton = useRef<HTMLButtonElement>(null);
  const necessaryButton = useRef<HTMLButtonElement>(null);
  useEarlyClick(acceptButton, acceptAll);
  useEarlyClick(necessaryButton, necessaryOnly);
  const early = { [EARLY_CLICK]: "" };
  return (
    <div>
      <div className="flex flex-wrap gap-3 [@media(scripting:none)]:hidden">
        <button ref={acceptButton} {...early} type="button" className={BUTTON.primary} onClick={acceptAll}>
          {t("cookies.accept_all")}
        </button>
        <button ref={necessaryButton} {...early} type="button" className={BUTTON.secondary} onClick={necessaryOnly}>
          {t("cookies.necessary_only")}
        </button>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm text-green-800 dark:text-green-300">
        {saved ? t("cookies.saved") : ""}
      </p>
    </div>
  );
}

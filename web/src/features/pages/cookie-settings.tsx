import { useId, useState } from "react";
import type { CookieType } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import type { CookieKind, CookiePreferencesState, OptionalCookieKind } from "~/shared/cookie-preferences";
import { Switch } from "~/shared/switch";

/** The four kinds of cookies, each with its switch (necessary: always on). */
export function CookieTypes({ types, state }: { types: CookieType[]; state: CookiePreferencesState }) {
  const t = useT();
  const id = useId();
  return (
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
            <Switch
              checked={on}
              disabled={locked || !state.ready}
              labelledBy={`${id}-${type.key}`}
              describedBy={`${id}-${type.key}-text`}
              onChange={(value) => {
                if (!locked) state.set(type.key as OptionalCookieKind, value);
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** « Accept all » and « Necessary only », with a polite confirmation once the choice is saved. */
export function CookieButtons({ state }: { state: CookiePreferencesState }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={BUTTON.primary}
          disabled={!state.ready}
          onClick={() => {
            state.acceptAll();
            setSaved(true);
          }}
        >
          {t("cookies.accept_all")}
        </button>
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={!state.ready}
          onClick={() => {
            state.necessaryOnly();
            setSaved(true);
          }}
        >
          {t("cookies.necessary_only")}
        </button>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm text-green-800 dark:text-green-300">
        {saved ? t("cookies.saved") : ""}
      </p>
    </div>
  );
}

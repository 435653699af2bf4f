import { Minus, Plus, RotateCcw } from "lucide-react";
import { useId, useState, type RefObject } from "react";
import { formatNumber, type MessageKey } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON, FOCUS_RING } from "~/shared/button";
import { Dialog, DialogCloseButton } from "~/shared/dialog";
import { Switch } from "~/shared/switch";
import {
  applyPreset,
  applySettings,
  canStep,
  clearSettings,
  defaultSettings,
  PRESETS,
  readSettings,
  saveChanges,
  stepScale,
  type Preset,
  type ReaderSettings,
  type Scale,
  type Toggle,
} from "./reader-settings";
import { DyslexiaFontNote } from "./dyslexia-font-note";

export interface ReaderPanelProps {
  open: boolean;
  onClose: () => void;
  /** The button that opened the panel: focus goes back to it. */
  returnFocus: RefObject<HTMLElement | null>;
}

const TOGGLE_LABELS: Record<Toggle, MessageKey> = {
  dyslexia: "reader.dyslexia",
  highContrast: "reader.high_contrast",
  dark: "reader.dark",
  reducedMotion: "reader.reduced_motion",
};

const SCALE_LABELS: Record<Scale, { label: MessageKey; decrease: MessageKey; increase: MessageKey }> = {
  fontSize: { label: "reader.font_size", decrease: "reader.font_size.decrease", increase: "reader.font_size.increase" },
  lineHeight: { label: "reader.line_height", decrease: "reader.line_height.decrease", increase: "reader.line_height.increase" },
};

const STEP_BUTTON = `grid size-10 place-items-center rounded-md border border-slate-300 text-slate-900 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent dark:border-slate-600 dark:text-white dark:hover:bg-slate-800 ${FOCUS_RING}`;

/**
 * The reader's settings, in a modal dialog (~/shared/dialog): the page behind is inert,
 * Escape or the close button close it and focus goes back to the floating button. Each change
 * shows at once and is stored; the pre-paint script restores it on the next page load.
 */
export function ReaderPanel({ open, onClose, returnFocus }: ReaderPanelProps) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  // Mounted only after a visitor reached for the button: well after hydration.
  const [settings, setSettings] = useState<ReaderSettings>(readSettings);
  const percent = (value: number) => formatNumber(lang, value / 100, { style: "percent" });

  const update = (next: ReaderSettings): void => {
    saveChanges(settings, next);
    applySettings(document.documentElement, next);
    setSettings(next);
  };

  const reset = (): void => {
    clearSettings();
    const defaults = defaultSettings();
    applySettings(document.documentElement, defaults);
    setSettings(defaults);
  };

  const heading = "text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300";

  return (
    <Dialog
      open={open}
      onClose={onClose}
      returnFocus={returnFocus}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      className="fixed top-auto right-4 bottom-20 left-auto m-0 max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t("reader.title")}
          </h2>
          <p id={`${id}-intro`} className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
            {t("reader.intro")}
          </p>
        </div>
        <DialogCloseButton
          label={t("reader.close")}
          className={`-mr-2 grid size-10 shrink-0 place-items-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${FOCUS_RING}`}
        />
      </div>

      <div className="space-y-6 px-5 py-5">
        <ul className="space-y-3">
          {(Object.keys(TOGGLE_LABELS) as Toggle[]).map((toggle) => (
            <li key={toggle} className="flex items-center justify-between gap-4">
              <span className="min-w-0">
                <span id={`${id}-${toggle}`} className="font-medium">
                  {t(TOGGLE_LABELS[toggle])}
                </span>
                {toggle === "dyslexia" ? <DyslexiaFontNote id={`${id}-dyslexia-note`} /> : null}
              </span>
              <Switch
                checked={settings[toggle]}
                labelledBy={`${id}-${toggle}`}
                onChange={(value) => update({ ...settings, [toggle]: value })}
              />
            </li>
          ))}
        </ul>

        {(Object.keys(SCALE_LABELS) as Scale[]).map((scale) => {
          const labels = SCALE_LABELS[scale];
          const step = (direction: 1 | -1) => {
            if (canStep(settings, scale, direction)) update(stepScale(settings, scale, direction));
          };
          return (
            <div key={scale} role="group" aria-labelledby={`${id}-${scale}`} className="flex items-center justify-between gap-4">
              <span id={`${id}-${scale}`} className="font-medium">
                {t(labels.label)}
              </span>
              <div className="flex items-center gap-2">
                {/* aria-disabled rather than disabled: a button reaching its bound keeps the focus. */}
                <button
                  type="button"
                  aria-label={t(labels.decrease)}
                  aria-disabled={!canStep(settings, scale, -1)}
                  onClick={() => step(-1)}
                  className={STEP_BUTTON}
                >
                  <Minus className="size-4" aria-hidden="true" />
                </button>
                <output aria-live="polite" className="w-14 text-center font-semibold tabular-nums">
                  {percent(settings[scale])}
                </output>
                <button
                  type="button"
                  aria-label={t(labels.increase)}
                  aria-disabled={!canStep(settings, scale, 1)}
                  onClick={() => step(1)}
                  className={STEP_BUTTON}
                >
                  <Plus className="size-4" aria-hidden="true" />
                </button>
              </div>
            </div>
          );
        })}

        <section aria-labelledby={`${id}-presets`}>
          <h3 id={`${id}-presets`} className={heading}>
            {t("reader.presets")}
          </h3>
          <div className="mt-2 grid gap-2">
            {(["reading", "visibility"] as Preset[]).map((preset) => (
              <button
                key={preset}
                type="button"
                aria-describedby={`${id}-${preset}-hint`}
                onClick={() => update(applyPreset(settings, preset))}
                className={`rounded-lg border border-slate-300 px-4 py-2.5 text-left hover:border-blue-700 hover:bg-blue-50 dark:border-slate-600 dark:hover:border-blue-400 dark:hover:bg-slate-800 ${FOCUS_RING}`}
              >
                <span className="block font-semibold">{t(`reader.preset.${preset}`)}</span>
                <span id={`${id}-${preset}-hint`} className="block text-sm text-slate-700 dark:text-slate-300">
                  {t(`reader.preset.${preset}_hint`, {
                    size: percent(PRESETS[preset].fontSize ?? 100),
                    spacing: percent(PRESETS[preset].lineHeight ?? 100),
                  })}
                </span>
              </button>
            ))}
          </div>
        </section>

        <button type="button" onClick={reset} className={`${BUTTON.secondary} w-full`}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t("reader.reset")}
        </button>
      </div>
    </Dialog>
  );
}

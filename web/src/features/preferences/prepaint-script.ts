// The tiny inline script at the top of every page's <head> that shows the reader's stored
// settings before the first paint (no flash of the default look). It is built from the same
// constants as reader-settings.ts, and its test checks it lands on the very same <html> as
// `applySettings(readSettings())` for valid, missing, garbage and blocked storage. The build
// allows it in the page's Content-Security-Policy by its sha256 hash (pipeline/manifest.py).
import { BOUNDS, CLASSES, DEFAULT_SCALE, PROPERTIES, SCALES, STORAGE_KEYS, SYSTEM_QUERIES, TOGGLES } from "./reader-settings";

/** The script's source (a function, so that a bundle not rendering it carries none of this). */
export function prepaintScript(): string {
  const toggles = TOGGLES.map((toggle) => [CLASSES[toggle], STORAGE_KEYS[toggle], SYSTEM_QUERIES[toggle] ?? ""]);
  // [key, min, max, step, property, divisor, unit]: the value is `stored / divisor + unit`.
  const scales = SCALES.map((scale) => {
    const { min, max, step } = BOUNDS[scale];
    const percent = PROPERTIES[scale].value(DEFAULT_SCALE).endsWith("%");
    return [STORAGE_KEYS[scale], min, max, step, PROPERTIES[scale].name, percent ? 1 : 100, percent ? "%" : ""];
  });
  return (
    `(function(){try{var d=document.documentElement,T=${JSON.stringify(toggles)},S=${JSON.stringify(scales)};` +
    `function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `function m(q){try{return !!q&&matchMedia(q).matches}catch(e){return false}}` +
    `T.forEach(function(t){var v=g(t[1]);if(v==="true"||(v!=="false"&&m(t[2])))d.classList.add(t[0])});` +
    `S.forEach(function(s){var v=g(s[0]);if(!/^\\d{1,4}$/.test(v||""))return;v=+v;` +
    `if(v>=s[1]&&v<=s[2]&&(v-s[1])%s[3]===0&&v!==${DEFAULT_SCALE})d.style.setProperty(s[4],v/s[5]+s[6])})` +
    `}catch(e){}})()`
  );
}

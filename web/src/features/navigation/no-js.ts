// Tailwind classes for visitors without JavaScript (`@media (scripting: none)`): what a script
// would open is shown, and controls that only work with a script are hidden. Links stay links.

/** On a collapsed panel: shown anyway without JavaScript. */
export const SHOW_WITHOUT_JS = "[@media(scripting:none)]:block";

/** On a button that only works with JavaScript. */
export const HIDE_WITHOUT_JS = "[@media(scripting:none)]:hidden";

/** On a dropdown panel inside a `group`: opens on hover and keyboard focus without JavaScript. */
export const DROPDOWN_WITHOUT_JS = "[@media(scripting:none)]:group-hover:block [@media(scripting:none)]:group-focus-within:block";

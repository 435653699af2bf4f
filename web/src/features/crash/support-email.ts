// The support address, baked into the bundle at build time from content/site.yaml (build-constants.ts):
// the crash screen shows it even when the shell data is what failed.
declare const __SUPPORT_EMAIL__: string;

export const SUPPORT_EMAIL: string = __SUPPORT_EMAIL__;

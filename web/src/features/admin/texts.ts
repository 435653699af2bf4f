// The admin's own words, French first (kept out of the public dictionaries: public pages never load them).
const fr = {
  title: "Administration",
  signIn: "Se connecter",
  signingIn: "Connexion…",
  email: "Adresse e-mail",
  password: "Mot de passe",
  signOut: "Se déconnecter",
  leads: "Demandes",
  loading: "Chargement…",
  error: "Une erreur est survenue. Réessayez.",
} as const;

export type AdminTexts = { [K in keyof typeof fr]: string };

const en: AdminTexts = {
  title: "Administration",
  signIn: "Sign in",
  signingIn: "Signing in…",
  email: "E-mail address",
  password: "Password",
  signOut: "Sign out",
  leads: "Leads",
  loading: "Loading…",
  error: "Something went wrong. Please try again.",
};

export type AdminLang = "fr" | "en";

export function adminLang(): AdminLang {
  return navigator.language.toLowerCase().startsWith("en") ? "en" : "fr";
}

export const TEXTS: Record<AdminLang, AdminTexts> = { fr, en };


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
  date: "Date",
  form: "Formulaire",
  page: "Page",
  trigger: "Déclencheur",
  language: "Langue",
  score: "Score",
  utmSource: "Source UTM",
  delivery: "Envoi",
  all: "Tous",
  since: "Du",
  until: "Au",
  search: "Rechercher une adresse",
  filter: "Filtrer",
  exportCsv: "Exporter en CSV",
  total: "{n} demande(s)",
  previous: "Page précédente",
  next: "Page suivante",
  pageOf: "Page {page} sur {pages}",
  none: "Aucune demande pour ce filtre.",
  back: "Retour aux demandes",
  answers: "Réponses",
  deliveries: "Envois",
  noDeliveries: "Aucun envoi.",
  attempts: "Tentatives",
  erase: "Effacer",
  eraseTitle: "Effacer toutes les demandes de {email} ?",
  eraseText: "Demande RGPD : chaque demande de cette adresse est supprimée définitivement.",
  cancel: "Annuler",
  erased: "{n} demande(s) effacée(s).",
  pending: "en attente",
  delivered: "envoyé",
  failed: "échec",
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
  date: "Date",
  form: "Form",
  page: "Page",
  trigger: "Trigger",
  language: "Language",
  score: "Score",
  utmSource: "UTM source",
  delivery: "Delivery",
  all: "All",
  since: "From",
  until: "To",
  search: "Search an address",
  filter: "Filter",
  exportCsv: "Export as CSV",
  total: "{n} lead(s)",
  previous: "Previous page",
  next: "Next page",
  pageOf: "Page {page} of {pages}",
  none: "No lead matches this filter.",
  back: "Back to leads",
  answers: "Answers",
  deliveries: "Deliveries",
  noDeliveries: "No delivery.",
  attempts: "Attempts",
  erase: "Erase",
  eraseTitle: "Erase every lead of {email}?",
  eraseText: "GDPR request: every lead of this address is deleted for good.",
  cancel: "Cancel",
  erased: "{n} lead(s) erased.",
  pending: "pending",
  delivered: "delivered",
  failed: "failed",
};

export type AdminLang = "fr" | "en";

export function adminLang(): AdminLang {
  return navigator.language.toLowerCase().startsWith("en") ? "en" : "fr";
}

export const TEXTS: Record<AdminLang, AdminTexts> = { fr, en };

/** `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

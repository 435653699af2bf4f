// The admin's own words, French first (kept out of the public dictionaries: public pages never load them).
import { locale } from "~/i18n/translate";
import type { Schemas } from "./api/client";
import type { components as PublicSchemas } from "~/shared/api/schema";

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
  utm_medium: "Support UTM",
  utm_campaign: "Campagne UTM",
  utm_term: "Terme UTM",
  utm_content: "Contenu UTM",
  resource: "Ressource demandée",
  refused_invalid_credentials: "Adresse e-mail ou mot de passe incorrect.",
  refused_rate_limited: "Trop de tentatives de connexion. Réessayez dans une heure.",
  refused_signed_out: "Votre session a pris fin : reconnectez-vous.",
  refused_forbidden_origin: "Demande refusée : elle ne vient pas de cette administration.",
  refused_csrf: "Demande refusée : rechargez la page puis réessayez.",
  refused_not_found: "Introuvable : effacé, purgé ou jamais enregistré.",
  refused_bad_period: "La période doit aller du premier au dernier jour, sur 366 jours au plus.",
  delivery: "Envoi",
  all: "Tous",
  since: "Du",
  until: "Au",
  search: "Rechercher une adresse",
  filter: "Filtrer",
  exportCsv: "Exporter en CSV",
  total: "{n} {n|demande|demandes}",
  retention:
    "Conservation : chaque demande est supprimée {years} {years|an|ans} après son envoi, comme l’annonce la politique de confidentialité (bibliotheque leads purge).",
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
  erased: "{n} {n|demande effacée|demandes effacées}.",
  pending: "en attente",
  delivered: "envoyé",
  failed: "échec",
  locale: locale("fr"),
  dashboard: "Tableau de bord",
  adminNav: "Administration",
  period: "Période",
  days: "{n} jours",
  custom: "Personnalisée",
  apply: "Appliquer",
  both: "Les deux",
  french: "Français",
  english: "English",
  views: "Pages vues",
  conversion: "Taux de conversion",
  leadsPerDay: "Demandes par jour et par formulaire",
  viewsPerDay: "Pages vues par jour",
  topPages: "Conversion des 20 pages qui apportent le plus de demandes",
  funnels: "Parcours des outils",
  triggers: "Fenêtres : ouvertures et demandes par déclencheur",
  ctas: "Clics sortants par appel à l’action",
  chartData: "Voir les données",
  day: "Jour",
  totalColumn: "Total",
  tool: "Outil",
  toolViews: "Page vue",
  started: "Commencé",
  finished: "Terminé",
  emailLeft: "E-mail laissé",
  opened: "Ouvertures",
  cta: "Appel à l’action",
  clicks: "Clics",
  noData: "Aucune donnée sur cette période.",
  chartSummary: "{title} : {total} au total, du {from} au {to}",
  barsSummary: "{title} : {n} {n|ligne|lignes} ; en tête {first}.",
  leftOut: "Et {n} {count|autre|autres}, non {count|affichée|affichées} (les 20 premières seulement).",
  ctaTrial: "Essai gratuit",
  ctaAudit: "Audit",
  ctaConsulting: "Conseil",
  badPeriod: "La période doit aller du premier au dernier jour, sur 366 jours au plus.",
  trigger_time: "Temps passé",
  trigger_scroll: "Défilement",
  trigger_exit: "Intention de sortie",
  trigger_keyword: "Mot-clé",
  form_tool: "Outil",
  "form_inline-middle": "Encart (milieu)",
  "form_inline-end": "Encart (fin)",
  form_modal: "Fenêtre",
  "form_ai-modal": "Fenêtre IA",
  form_resource: "Ressource",
  form_share: "Partage",
  siteErrors: "Erreurs du site",
  siteErrorsIntro:
    "Les erreurs d’affichage que les navigateurs des visiteurs ont signalées depuis l’écran d’incident, les plus récentes d’abord. Adresses e-mail et paramètres d’URL sont retirés avant l’enregistrement ; les 5 000 dernières sont gardées.",
  errorsTotal: "{n} {n|erreur signalée|erreurs signalées}",
  noErrors: "Aucune erreur signalée.",
  receivedAt: "Reçue le",
  release: "Version",
  unknownRelease: "inconnue",
  stack: "Pile d’appels",
  noStack: "Le navigateur n’a pas transmis de pile d’appels.",
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
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
  resource: "Resource requested",
  refused_invalid_credentials: "Wrong e-mail address or password.",
  refused_rate_limited: "Too many sign-in attempts. Try again in an hour.",
  refused_signed_out: "Your session has ended: please sign in again.",
  refused_forbidden_origin: "Request refused: it does not come from this administration.",
  refused_csrf: "Request refused: reload the page and try again.",
  refused_not_found: "Not found: erased, purged or never stored.",
  refused_bad_period: "The period must run from its first to its last day, 366 days at most.",
  delivery: "Delivery",
  all: "All",
  since: "From",
  until: "To",
  search: "Search an address",
  filter: "Filter",
  exportCsv: "Export as CSV",
  total: "{n} {n|lead|leads}",
  retention: "Retention: each lead is deleted {years} {years|year|years} after it was sent, as the privacy policy states (bibliotheque leads purge).",
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
  erased: "{n} {n|lead|leads} erased.",
  pending: "pending",
  delivered: "delivered",
  failed: "failed",
  locale: locale("en"),
  dashboard: "Dashboard",
  adminNav: "Administration",
  period: "Period",
  days: "{n} days",
  custom: "Custom",
  apply: "Apply",
  both: "Both",
  french: "Français",
  english: "English",
  views: "Page views",
  conversion: "Conversion rate",
  leadsPerDay: "Leads per day by form",
  viewsPerDay: "Page views per day",
  topPages: "Conversion of the 20 pages that bring the most leads",
  funnels: "Tool funnels",
  triggers: "Pop-ups: opened and leads by trigger",
  ctas: "Outbound clicks by call to action",
  chartData: "Show the data",
  day: "Day",
  totalColumn: "Total",
  tool: "Tool",
  toolViews: "Page viewed",
  started: "Started",
  finished: "Finished",
  emailLeft: "E-mail left",
  opened: "Opened",
  cta: "Call to action",
  clicks: "Clicks",
  noData: "No data for this period.",
  chartSummary: "{title}: {total} in all, from {from} to {to}",
  barsSummary: "{title}: {n} {n|row|rows}; first {first}.",
  leftOut: "And {n} more, not shown (the first 20 only).",
  ctaTrial: "Free trial",
  ctaAudit: "Audit",
  ctaConsulting: "Consulting",
  badPeriod: "The period must run from its first to its last day, over 366 days at most.",
  trigger_time: "Time on page",
  trigger_scroll: "Scroll",
  trigger_exit: "Exit intent",
  trigger_keyword: "Keyword",
  form_tool: "Tool",
  "form_inline-middle": "Inline (middle)",
  "form_inline-end": "Inline (end)",
  form_modal: "Pop-up",
  "form_ai-modal": "AI pop-up",
  form_resource: "Resource",
  form_share: "Share",
  siteErrors: "Site errors",
  siteErrorsIntro:
    "The rendering errors visitors’ browsers reported from the crash screen, the newest first. E-mail addresses and URL parameters are removed before they are stored; the latest 5,000 are kept.",
  errorsTotal: "{n} {n|error|errors} reported",
  noErrors: "No error reported.",
  receivedAt: "Received",
  release: "Release",
  unknownRelease: "unknown",
  stack: "Stack trace",
  noStack: "The browser sent no stack trace.",
};

export type AdminLang = "fr" | "en";

export function adminLang(): AdminLang {
  return navigator.language.toLowerCase().startsWith("en") ? "en" : "fr";
}

export const TEXTS: Record<AdminLang, AdminTexts> = { fr, en };

/**
 * `{name}` placeholders filled in; `{name|one|other}` is the word for that number in the texts'
 * language (`locale`): « 1 demande », « 0 erreur signalée », « 3 demandes », "0 leads".
 */
export function fill(text: string, values: Record<string, string | number>, locale?: string): string {
  return text.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (_, name: string, one?: string, other?: string) => {
    const value = values[name] ?? "";
    if (one === undefined) return String(value);
    return new Intl.PluralRules(locale).select(Number(value)) === "one" ? one : (other ?? "");
  });
}

/** The API's form kinds (forms.schemas.FormKind, through the generated types). */
export type FormKind = Schemas["LeadRow"]["form_kind"];
/** A modal's trigger (forms.schemas.Trigger, the public API's `LeadCreate.trigger`, through the
 * generated types). The admin API says `string`: a lead stored before that enum keeps its value. */
export type Trigger = NonNullable<PublicSchemas["schemas"]["LeadCreate"]["trigger"]>;
/** Why the admin API refused a request (admin.schemas.RefusalCode). */
export type RefusalCode = Schemas["AdminProblem"]["code"];

// One entry for each value of the API's enums: a value added there without its words is a type error.
const FORM_TEXT: Record<FormKind, keyof AdminTexts> = {
  "inline-middle": "form_inline-middle",
  "inline-end": "form_inline-end",
  modal: "form_modal",
  "ai-modal": "form_ai-modal",
  tool: "form_tool",
  share: "form_share",
  resource: "form_resource",
};
const REFUSAL_TEXT: Record<RefusalCode, keyof AdminTexts> = {
  invalid_credentials: "refused_invalid_credentials",
  rate_limited: "refused_rate_limited",
  signed_out: "refused_signed_out",
  forbidden_origin: "refused_forbidden_origin",
  csrf: "refused_csrf",
  not_found: "refused_not_found",
  bad_period: "refused_bad_period",
};
const TRIGGER_TEXT: Record<Trigger, keyof AdminTexts> = {
  time: "trigger_time",
  scroll: "trigger_scroll",
  exit: "trigger_exit",
  keyword: "trigger_keyword",
};

/** A form kind in the admin's words: the same name on the dashboard, the leads table and a lead. */
export function formName(t: AdminTexts, kind: string): string {
  return kind in FORM_TEXT ? t[FORM_TEXT[kind as FormKind]] : kind;
}

/** A modal trigger in the admin's words (one stored before the API's enum, as it is). */
export function triggerName(t: AdminTexts, trigger: string): string {
  return trigger in TRIGGER_TEXT ? t[TRIGGER_TEXT[trigger as Trigger]] : trigger;
}

/** Why the API refused, in the admin's language rather than the API's English. */
export function refusal(t: AdminTexts, code: RefusalCode): string {
  return t[REFUSAL_TEXT[code]];
}

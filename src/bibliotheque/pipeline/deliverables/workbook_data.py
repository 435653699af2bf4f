"""The texts and example figures of the XLSX templates (the figures of content/files/*.csv)."""

from __future__ import annotations

L = dict[str, str]

SHEETS: dict[str, tuple[str, str]] = {"fr": ("Exemple", "Modèle vide"), "en": ("Example", "Blank template")}

ALERT = {"fr": ("ALERTE", "OK"), "en": ("ALERT", "OK")}

# name, calculation, owner, target, threshold, alert when (below/above), additive, Jan–Mar example
DASHBOARD: list[tuple[L, L, L, float, float, str, bool, list[float]]] = [
    (
        {"fr": "Chiffre d’affaires facturé HT (€)", "en": "Revenue invoiced excl. VAT (€)"},
        {
            "fr": "Somme des factures émises dans le mois, hors taxes",
            "en": "Sum of the month’s invoices, excluding VAT",
        },
        {"fr": "Dirigeant", "en": "Owner"},
        85000,
        70000,
        "below",
        True,
        [78400, 81200, 86900],
    ),
    (
        {"fr": "Taux de marge brute (%)", "en": "Gross margin rate (%)"},
        {
            "fr": "(CA HT − achats consommés et sous-traitance) ÷ CA HT × 100",
            "en": "(Revenue − purchases used and subcontracting) ÷ revenue × 100",
        },
        {"fr": "Responsable administratif et financier", "en": "Finance manager"},
        42,
        35,
        "below",
        False,
        [39, 41, 43],
    ),
    (
        {"fr": "Trésorerie disponible en fin de mois (€)", "en": "Cash available at month end (€)"},
        {
            "fr": "Solde de tous les comptes bancaires le dernier jour du mois",
            "en": "Balance of all bank accounts on the last day of the month",
        },
        {"fr": "Dirigeant", "en": "Owner"},
        60000,
        30000,
        "below",
        False,
        [48200, 41500, 52300],
    ),
    (
        {
            "fr": "Créances clients échues depuis plus de 30 jours (€)",
            "en": "Receivables overdue by more than 30 days (€)",
        },
        {
            "fr": "Total des factures non payées 30 jours après leur échéance",
            "en": "Total of invoices unpaid 30 days after their due date",
        },
        {"fr": "Assistante de gestion", "en": "Office administrator"},
        5000,
        12000,
        "above",
        False,
        [14300, 9800, 6100],
    ),
    (
        {"fr": "Délai moyen de paiement clients (jours)", "en": "Average customer payment time (days)"},
        {
            "fr": "Créances clients ÷ CA TTC des 3 derniers mois × 90",
            "en": "Receivables ÷ revenue incl. VAT of the last 3 months × 90",
        },
        {"fr": "Responsable administratif et financier", "en": "Finance manager"},
        45,
        60,
        "above",
        False,
        [58, 52, 47],
    ),
    (
        {"fr": "Carnet de commandes (semaines de production)", "en": "Order book (weeks of production)"},
        {
            "fr": "Commandes signées non encore facturées ÷ CA hebdomadaire moyen",
            "en": "Signed orders not yet invoiced ÷ average weekly revenue",
        },
        {"fr": "Chargé d’affaires", "en": "Account manager"},
        10,
        6,
        "below",
        False,
        [9, 11, 8],
    ),
    (
        {"fr": "Taux de transformation des devis (%)", "en": "Quote conversion rate (%)"},
        {
            "fr": "Devis signés ÷ devis émis dans le mois × 100",
            "en": "Quotes signed ÷ quotes sent in the month × 100",
        },
        {"fr": "Chargé d’affaires", "en": "Account manager"},
        35,
        25,
        "below",
        False,
        [28, 31, 36],
    ),
    (
        {"fr": "Taux d’occupation des équipes (%)", "en": "Team utilisation rate (%)"},
        {"fr": "Heures facturables ÷ heures travaillées × 100", "en": "Billable hours ÷ hours worked × 100"},
        {"fr": "Chef d’équipe", "en": "Team leader"},
        80,
        70,
        "below",
        False,
        [74, 78, 82],
    ),
    (
        {"fr": "Réclamations clients (nombre)", "en": "Customer complaints (number)"},
        {
            "fr": "Réclamations écrites ou téléphoniques enregistrées dans le mois",
            "en": "Written or telephone complaints logged in the month",
        },
        {"fr": "Responsable qualité", "en": "Quality manager"},
        2,
        5,
        "above",
        True,
        [4, 3, 1],
    ),
    (
        {"fr": "Taux d’absentéisme (%)", "en": "Absenteeism rate (%)"},
        {
            "fr": "Jours d’absence ÷ jours théoriques travaillés × 100",
            "en": "Days absent ÷ scheduled working days × 100",
        },
        {"fr": "Dirigeant", "en": "Owner"},
        3,
        6,
        "above",
        False,
        [4.5, 5.2, 3.1],
    ),
]

MONTHS = {
    "fr": ["Janv.", "Févr.", "Mars", "Avr.", "Mai", "Juin", "Juil.", "Août", "Sept.", "Oct.", "Nov.", "Déc."],
    "en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
}

DASHBOARD_TEXT = {
    "fr": {
        "title": "Tableau de bord du dirigeant : dix indicateurs et leurs seuils",
        "note": "Saisissez les cellules jaunes ; les cellules grises se calculent. Une case rouge est du mauvais côté de son seuil.",
        "head": ["Indicateur", "Mode de calcul", "Responsable", "Objectif", "Seuil d’alerte", "Alerte si"],
        "tail": ["Dernier mois", "Moyenne", "Cumul", "État", "Commentaire"],
        "below": "inférieur",
        "above": "supérieur",
        "alerts": "Indicateurs en alerte",
    },
    "en": {
        "title": "Owner’s dashboard: ten indicators and their thresholds",
        "note": "Fill in the yellow cells; grey cells are calculated. A red cell is on the wrong side of its threshold.",
        "head": ["Indicator", "Calculation", "Owner", "Target", "Alert threshold", "Alert when"],
        "tail": ["Latest month", "Average", "Year to date", "Status", "Comment"],
        "below": "below",
        "above": "above",
        "alerts": "Indicators flagged",
    },
}

CASH_IN: list[tuple[L, list[float]]] = [
    (
        {"fr": "Encaissements clients", "en": "Customer receipts"},
        [21500, 18000, 24500, 19000, 26000, 17500, 22000, 25500, 16000, 23500, 20000, 27500, 19500],
    ),
    (
        {
            "fr": "Autres encaissements (remboursement de TVA, subvention, apport)",
            "en": "Other inflows (VAT refund, grant, capital injection)",
        },
        [0, 0, 0, 0, 0, 6200, 0, 0, 0, 0, 3500, 0, 0],
    ),
]

CASH_OUT: list[tuple[L, list[float]]] = [
    ({"fr": "Salaires nets", "en": "Net salaries"}, [0, 0, 0, 28400, 0, 0, 0, 28400, 0, 0, 0, 0, 28400]),
    (
        {
            "fr": "Charges sociales (URSSAF, retraite, prévoyance)",
            "en": "Employer’s social contributions (URSSAF, pension, insurance)",
        },
        [0, 12600, 0, 0, 0, 12600, 0, 0, 0, 0, 12600, 0, 0],
    ),
    (
        {"fr": "Fournisseurs et sous-traitants", "en": "Suppliers and subcontractors"},
        [7800, 6500, 9200, 5400, 8100, 7300, 6900, 9800, 5200, 8600, 7100, 9400, 6300],
    ),
    (
        {"fr": "Loyer et charges locatives", "en": "Rent and service charges"},
        [3200, 0, 0, 0, 3200, 0, 0, 0, 3200, 0, 0, 0, 0],
    ),
    ({"fr": "TVA à reverser", "en": "VAT to pay"}, [0, 0, 9100, 0, 0, 0, 9100, 0, 0, 0, 0, 9100, 0]),
    (
        {
            "fr": "Impôts et taxes (acompte d’impôt sur les sociétés, CFE)",
            "en": "Taxes (corporation tax instalment, CFE local business tax)",
        },
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 4800, 0, 0, 0],
    ),
    (
        {"fr": "Remboursements d’emprunts", "en": "Loan repayments"},
        [2150, 0, 0, 0, 2150, 0, 0, 0, 2150, 0, 0, 0, 0],
    ),
    (
        {
            "fr": "Autres décaissements (assurances, abonnements, frais bancaires)",
            "en": "Other outgoings (insurance, subscriptions, bank fees)",
        },
        [900, 450, 1200, 600, 850, 500, 1300, 400, 950, 700, 1100, 450, 800],
    ),
]

CASH_TEXT = {
    "fr": {
        "title": "Trésorerie à 13 semaines",
        "note": "Saisissez les cellules jaunes (trésorerie de départ, seuil, flux prévus) ; le reste se calcule.",
        "opening": "Trésorerie de départ (€)",
        "threshold": "Seuil d’alerte (€)",
        "item": "Poste",
        "week": "Semaine {n}",
        "total": "Total 13 semaines",
        "start": "Trésorerie en début de semaine",
        "in": "Total des encaissements",
        "out": "Total des décaissements",
        "net": "Flux net de la semaine",
        "end": "Trésorerie en fin de semaine",
        "flag": "Sous le seuil ?",
        "yes": "OUI",
        "no": "non",
        "low": "Point bas sur 13 semaines (€)",
        "weeks": "Semaines sous le seuil",
    },
    "en": {
        "title": "13-week cash flow",
        "note": "Fill in the yellow cells (opening cash, threshold, expected flows); the rest is calculated.",
        "opening": "Opening cash (€)",
        "threshold": "Alert threshold (€)",
        "item": "Item",
        "week": "Week {n}",
        "total": "13-week total",
        "start": "Cash at start of week",
        "in": "Total inflows",
        "out": "Total outgoings",
        "net": "Net flow for the week",
        "end": "Cash at end of week",
        "flag": "Below threshold?",
        "yes": "YES",
        "no": "no",
        "low": "Lowest point over 13 weeks (€)",
        "weeks": "Weeks below threshold",
    },
}

# step, role, minutes per occurrence, occurrences per month, hourly cost, rework %, idea
PROCESS: list[tuple[L, L, float, float, float, float, L]] = [
    (
        {"fr": "Réception et qualification de la demande", "en": "Receiving and qualifying the request"},
        {"fr": "Assistante commerciale", "en": "Sales assistant"},
        10,
        60,
        28,
        5,
        {
            "fr": "Formulaire de demande avec les informations obligatoires",
            "en": "A request form with the required information",
        },
    ),
    (
        {"fr": "Échange technique ou visite", "en": "Technical call or site visit"},
        {"fr": "Chargé d’affaires", "en": "Account manager"},
        45,
        40,
        45,
        0,
        {
            "fr": "Visite seulement au-delà d’un montant estimé",
            "en": "A visit only above an estimated amount",
        },
    ),
    (
        {"fr": "Chiffrage", "en": "Costing"},
        {"fr": "Chargé d’affaires", "en": "Account manager"},
        60,
        60,
        45,
        10,
        {
            "fr": "Bibliothèque d’ouvrages et de prix à jour",
            "en": "An up-to-date library of work items and prices",
        },
    ),
    (
        {"fr": "Rédaction et mise en forme du devis", "en": "Writing and formatting the quote"},
        {"fr": "Assistante commerciale", "en": "Sales assistant"},
        20,
        60,
        28,
        15,
        {
            "fr": "Modèle unique généré depuis le chiffrage, sans ressaisie",
            "en": "One template generated from the costing, with no re-keying",
        },
    ),
    (
        {"fr": "Validation par le dirigeant", "en": "Approval by the owner"},
        {"fr": "Dirigeant", "en": "Owner"},
        10,
        60,
        80,
        0,
        {
            "fr": "Validation seulement au-dessus d’un seuil de montant ou de remise",
            "en": "Approval only above an amount or discount threshold",
        },
    ),
    (
        {"fr": "Envoi et relances", "en": "Sending and follow-ups"},
        {"fr": "Assistante commerciale", "en": "Sales assistant"},
        15,
        60,
        28,
        0,
        {"fr": "Relances programmées à 7 et 21 jours", "en": "Follow-ups scheduled at 7 and 21 days"},
    ),
]

PROCESS_TEXT = {
    "fr": {
        "title": "Coût d’un processus, étape par étape",
        "note": "Une ligne par étape ; saisissez les cellules jaunes. Exemple : l’établissement d’un devis.",
        "head": [
            "Étape",
            "Rôle",
            "Temps par occurrence (min)",
            "Occurrences par mois",
            "Coût horaire chargé (€)",
            "Heures par mois",
            "Coût mensuel (€)",
            "Coût annuel (€)",
            "Taux de reprise (%)",
            "Coût annuel des reprises (€)",
            "Piste d’amélioration",
        ],
        "total": "Total du processus",
        "volume": "Nombre de dossiers traités par mois",
        "unit": "Coût complet par dossier (€)",
    },
    "en": {
        "title": "Cost of a process, step by step",
        "note": "One row per step; fill in the yellow cells. Example: producing a quote.",
        "head": [
            "Step",
            "Role",
            "Time per occurrence (min)",
            "Occurrences per month",
            "Loaded hourly cost (€)",
            "Hours per month",
            "Monthly cost (€)",
            "Yearly cost (€)",
            "Rework rate (%)",
            "Yearly cost of rework (€)",
            "Improvement idea",
        ],
        "total": "Process total",
        "volume": "Number of cases handled per month",
        "unit": "Full cost per case (€)",
    },
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * French that an English page must not show (issue 41): an untranslated string, a French-only
 * answer of the server, a date or a time written the French way. Matched as whole words, in any
 * case, accents included ("present" is English, "présent" is not).
 */
const FRENCH_WORDS = [
  // Bookings, payments, invoices
  'réservation',
  'réservations',
  'réserver',
  'réservé',
  'réservée',
  'réservées',
  'paiement',
  'paiements',
  'payé',
  'payée',
  'payés',
  'payées',
  'payer',
  'comptant',
  'virement',
  'virements',
  'carte de crédit',
  'facture',
  'factures',
  'facturé',
  'facturée',
  'reçu',
  'reçue',
  'reçus',
  'remboursement',
  'remboursements',
  'remboursé',
  'remboursée',
  'rembourser',
  'montant',
  'montants',
  'solde',
  'sous-total',
  'TPS',
  'TVQ',
  'rabais',
  'échéance',
  'échue',
  'en attente',
  'approuvé',
  'approuvée',
  'approuvées',
  'confirmé',
  'confirmée',
  'refusé',
  'refusée',
  'rejeté',
  'rejetée',
  'annulé',
  'annulée',
  'annulées',
  'annulation',
  'terminé',
  'terminée',
  'terminées',
  'à venir',
  'passée',
  'passées',
  // Courses, sessions, rosters, certificates
  'formation',
  'formations',
  'séance',
  'séances',
  'cours',
  'leçon',
  'leçons',
  'formateur',
  'formateurs',
  'formatrice',
  'formatrices',
  'secourisme',
  'secouriste',
  'secouristes',
  'réanimation',
  'premiers soins',
  'soins',
  'sauveteur',
  'niveau',
  'déplacement',
  'bénéficiaires',
  'petite enfance',
  'milieu de travail',
  'liste de présence',
  'présence',
  'présences',
  'présent',
  'présente',
  'réussi',
  'réussie',
  'échoué',
  'échec',
  'certificat',
  'certificats',
  'inscription',
  'inscriptions',
  'inscrit',
  'inscrite',
  'inscrits',
  'étudiant',
  'étudiante',
  'étudiants',
  'élève',
  'élèves',
  // Companies
  'entreprise',
  'entreprises',
  'employé',
  'employée',
  'employés',
  'gestionnaire',
  'gestionnaires',
  'lieu',
  'lieux',
  'quart',
  'quarts',
  'travailleurs',
  'chantier',
  // Actions
  'annuler',
  'enregistrer',
  'enregistré',
  'enregistrée',
  'rechercher',
  'recherche',
  'chercher',
  'télécharger',
  'modifier',
  'supprimer',
  'ajouter',
  'créer',
  'retour',
  'suivant',
  'précédent',
  'afficher',
  'voir',
  'fermer',
  'ouvrir',
  'valider',
  'confirmer',
  'envoyer',
  'renvoyer',
  'réessayer',
  'filtrer',
  'effacer',
  'déplacer',
  'rouvrir',
  'imprimer',
  'choisir',
  // The interface's other words
  'aucun',
  'aucune',
  'chargement',
  'erreur',
  'tableau de bord',
  'bonjour',
  'bienvenue',
  'connexion',
  'déconnexion',
  'mot de passe',
  'courriel',
  'courriels',
  'téléphone',
  'adresse',
  'prénom',
  'nom',
  'langue',
  'anglais',
  'français',
  'profil',
  'aperçu',
  'relevé',
  'rapprochement',
  'confidentialité',
  'consentement',
  'consentements',
  'accès',
  'conservation',
  'motif',
  'statut',
  'état',
  'détail',
  'détails',
  'résultat',
  'résultats',
  'tous',
  'toutes',
  'rien',
  'oui',
  'nouveau',
  'nouvelle',
  'prochain',
  'prochaine',
  'durée',
  'heure',
  'heures',
  'jour',
  'jours',
  'semaine',
  'semaines',
  'mois',
  'année',
  'aujourd’hui',
  "aujourd'hui",
  'demain',
  'hier',
  'depuis',
  'affiché',
  'affichés',
  'affichées',
  // More of the interface's words (from the French locale files' strings)
  'enregistrement',
  'création',
  'ajout',
  'retrait',
  'envoi',
  'suppression',
  'réouverture',
  'importation',
  'vérification',
  'numéro',
  'prix',
  'revenus',
  'crédit',
  'crédité',
  'créditée',
  'carte',
  'compte',
  'comptes',
  'chèque',
  'liste',
  'ligne',
  'calendrier',
  'historique',
  'fichier',
  'personne',
  'personnes',
  'participant remplacé',
  'retirer',
  'approuver',
  'refuser',
  'refusées',
  'arrêter',
  'arrêté',
  'reprendre',
  'corriger',
  'continuer',
  'renouveler',
  'remplacer',
  'nommer',
  'appliquer',
  'quitter',
  'désélectionner',
  'valide',
  'expiré',
  'expirée',
  'actif',
  'ouverte',
  'ouvertes',
  'signée',
  'prévue',
  'complet',
  'en retard',
  'utilisations',
  'validité',
  'langues',
  'organisme',
  'pourcentage',
  'catégorie',
  'instructeur',
  'instructeurs',
  'progression',
  'assisté',
  'facturation',
  'facultatif',
  'facultative',
  'début',
  'période',
  'affichage',
  'tableur',
  'demandes particulières',
  'besoins particuliers',
  'non fourni',
  'non indiqué',
  'non affecté',
  'N/D',
  'autre',
  'automatiquement',
  'données',
  'renseignements',
  'mesures',
  'effacement',
  'effacé',
  'entrée',
  'journée',
  'dernière',
  'exécution',
  'indicateurs',
  'rapides',
  'activité',
  'récente',
  'utilisateur',
  'inconnu',
  'inconnue',
  'introuvable',
  'sélectionnée',
  'sélectionnées',
  'banque',
  'souhaitée',
  'merci',
  'titulaire',
  'accueil',
  'gratuit',
  'coordonnées',
  'écart',
  'conforme',
  'manquant',
  'manquants',
  'secteur',
  'établissement',
  'travaux',
  'libre',
  'libres',
  'demandée',
  'demandées',
  'estimation',
  'prochaines',
  'restante',
  'restantes',
  'développement',
  'débutant',
  'intermédiaire',
  'avancé',
  'accréditation',
  'régulier',
  'étiquettes',
  'moyenne',
  'conservés',
  'en savoir plus',
  'prises',
  'certificateur',
  'reprise',
  'nécessaire',
  'appareil',
  'désabonnement',
  'témoins',
  'caractères',
  'vérifier',
  'code promo',
  'codes promo',
  'non publiée',
  'archivée',
  'référence',
  'retiré',
  'bientôt',
  'en vigueur',
  'noter',
  'plus tard',
  'rang',
  'offerte',
  'renvoyé',
  'principale',
  'charger plus',
  'avis',
  'tarifs',
  'légales',
  'réf',
  'en sus',
  'en bref',
  'sujets',
  'abordés',
  'téléversée',
  // Not "place": English says "your place on the waiting list".
  'places',
  // Days and months, as Quebec writes them
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * French's small words, which an untranslated sentence always has: matched in lower case or with a
 * capital (not in capitals: "EST" and "CE" are not French sentences). Not "mon": "Mon–Fri".
 */
const FRENCH_SMALL_WORDS = [
  'le',
  'la',
  'les',
  'un',
  'une',
  'des',
  'du',
  'de',
  'au',
  'aux',
  'et',
  'ou',
  'où',
  'à',
  'est',
  'sont',
  'pour',
  'par',
  'avec',
  'dans',
  'sur',
  'sans',
  'pas',
  'vous',
  'votre',
  'vos',
  'nous',
  'notre',
  'nos',
  'mes',
  'ma',
  'ses',
  'sa',
  'leur',
  'leurs',
  'ce',
  'cette',
  'ces',
  'qui',
  'que',
  'quand',
  'été',
  'être',
  'sera',
  'seront',
  'ont',
  'il',
  'elle',
  'ils',
  'elles',
  'se',
  'ne',
  'lors',
  'dès',
  'chez',
  'puis',
  'déjà',
  'très',
];

/**
 * Data that is French whatever the page's language, taken out before the search: the company's
 * name, places and streets, and what other specs name their own data (their courses' English titles
 * start with the French one: "RCR pour les parents … (EN)").
 */
const ALLOWED = [
  'Formations Secours Outaouais',
  'Secours Outaouais',
  'rue Principale',
  'rue Jean-Proulx',
  'Gatineau',
  'Outaouais',
  'Québec',
  'Montréal',
  'RCR pour les parents',
  'Premiers soins en forêt',
  // The guest other specs book with (booking-fixtures' bookThroughApi).
  'Autre Personne',
  // Names of Quebec's bodies, as the English strings give them.
  'Commission d’accès à l’information du Québec',
  "Commission d'accès à l'information du Québec",
  'Commission d’accès à l’information',
  "Commission d'accès à l'information",
  'Ministère de la Famille',
  // Each spreadsheet language in its own words (adminBookings export.french, as a language menu).
  'En français (Canada) : point-virgule, virgule décimale',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Spaces as French typography writes them too: ordinary, no-break, narrow no-break. */
const SPACE = '[ \\u00a0\\u202f]';
const phrase = (words: string) => escape(words).replace(/ /g, `${SPACE}+`);
const whole = (pattern: string) => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`;

/** What is searched for, each with what it is called in a failure. */
const CHECKS: { name: string; pattern: RegExp }[] = [
  { name: 'French word', pattern: new RegExp(whole(FRENCH_WORDS.map(phrase).join('|')), 'giu') },
  {
    name: 'French word',
    pattern: new RegExp(
      whole(
        FRENCH_SMALL_WORDS.flatMap((word) => [word, capitalized(word)])
          .map(escape)
          .join('|'),
      ),
      'gu',
    ),
  },
  // L’inscription, d’un, qu’il, jusqu’au (English has its apostrophes inside words: don’t, it’s).
  {
    name: 'French elision',
    pattern: /(?<![\p{L}\p{N}])(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/giu,
  },
  // Short months and days as Quebec abbreviates them.
  {
    name: 'French date',
    pattern: /(?<![\p{L}\p{N}])(?:janv|févr|avr|juill|déc|lun|mer|jeu|ven|dim)\./giu,
  },
  // 9 h 30, 14h00, 9 h (a reference such as "4h21k" is one word, not a time).
  { name: 'French time', pattern: new RegExp(whole(`\\d{1,2}${SPACE}?h${SPACE}?\\d{2}`), 'gu') },
  {
    name: 'French time',
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}.,])\\d{1,2}${SPACE}h(?!${SPACE}?\\d|[\\p{L}\\p{N}])`,
      'gu',
    ),
  },
  { name: 'French amount', pattern: new RegExp(`\\d,\\d{2}${SPACE}?\\$`, 'gu') },
  { name: 'French percentage', pattern: new RegExp(`\\d${SPACE}%`, 'gu') },
  { name: 'French quotation mark', pattern: /[«»]/gu },
  // "Total : 109,23 $", "Merci !": French puts a space before these marks, English does not.
  { name: 'French spacing', pattern: /(?<=[\p{L}\p{N})])[ \u00a0\u202f][:;!?](?=\s|$)/gu },
  // "9:00 a.m.." (a sentence's period after the time's), or any other doubled period.
  { name: 'double period', pattern: /(?<!\.)\.\.(?!\.)/gu },
];

/** Each French word or French-style date, time or amount of `text`, with some text around it. */
export function frenchIn(text: string): string[] {
  let masked = text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (email) => ' '.repeat(email.length));
  // The longest first: "… du Québec" before "Québec".
  for (const allowed of [...ALLOWED].sort((a, b) => b.length - a.length)) {
    masked = masked.replace(new RegExp(phrase(allowed), 'gu'), (data) => ' '.repeat(data.length));
  }
  const found: { at: number; text: string }[] = [];
  for (const { name, pattern } of CHECKS) {
    for (const match of masked.matchAll(pattern)) {
      const at = match.index;
      const before = text.slice(Math.max(0, at - 40), at);
      const after = text.slice(at + match[0].length, at + match[0].length + 40);
      const context = `${before}[${match[0]}]${after}`.replace(/\s+/g, ' ').trim();
      found.push({ at, text: `${name} «${match[0]}»: …${context}…` });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((finding) => finding.text);
}

/**
 * The text of `main` as it shows. A list (rows of a table, items of a list) with one of the
 * `markers` (this test's own data) is read for those rows only: what other tests create meanwhile
 * in the office's lists is theirs.
 */
export async function shownText(main: Locator, markers: readonly string[] = []): Promise<string> {
  return main.evaluate((root, marks) => {
    const own = (row: Element) => marks.some((mark) => (row.textContent ?? '').includes(mark));
    const hidden: HTMLElement[] = [];
    if (marks.length > 0) {
      for (const list of Array.from(root.querySelectorAll('tbody, ul, ol'))) {
        const rows = Array.from(list.children).filter(
          (row): row is HTMLElement =>
            row instanceof HTMLElement && (row.tagName === 'TR' || row.tagName === 'LI'),
        );
        if (!rows.some(own)) continue;
        for (const row of rows.filter((row) => !own(row) && row.style.display !== 'none')) {
          row.style.display = 'none';
          hidden.push(row);
        }
      }
    }
    const text = (root as HTMLElement).innerText;
    for (const row of hidden) row.style.display = '';
    return text;
  }, markers);
}

export interface EnglishPage {
  /** The address visited. */
  path: string;
  /** The page's main heading in English. */
  heading: string | RegExp;
  /** What shows once the page's data is there, besides the heading. */
  ready?: (main: Locator) => Locator[];
  /** This test's own data in the page's shared lists (see shownText). */
  markers?: readonly string[];
  /** What to do once loaded and before reading (open a section, preview a file). */
  then?: (page: Page, main: Locator) => Promise<void>;
}

/** The page's data has loaded: no spinner, no list waiting for its answer. */
export async function expectSettled(main: Locator, label: string) {
  await expect(main.locator('.animate-spin'), `${label}: still loading`).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]'), `${label}: a list is loading`).toHaveCount(0);
}

/**
 * Opens `path` (English chosen beforehand), waits for its heading and data, and reports any French
 * in `main` (softly: every page of the test is read and reported).
 */
export async function expectEnglishPage(page: Page, visit: EnglishPage) {
  const { path, heading, ready, markers, then } = visit;
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  for (const shown of ready?.(main) ?? []) await expect(shown.first(), path).toBeVisible();
  await expectSettled(main, path);
  if (then) {
    await then(page, main);
    await expectSettled(main, path);
  }
  const text = await shownText(main, markers);
  expect.soft(frenchIn(text), `${path}: French on the English page`).toEqual([]);
}

/**
 * Reports any French in an open dialog (dialogs are drawn outside `main`), once its data is there.
 */
export async function expectEnglishDialog(dialog: Locator, label: string) {
  await expect(dialog, label).toBeVisible();
  await expectSettled(dialog, label);
  expect
    .soft(frenchIn(await dialog.innerText()), `${label}: French on the English page`)
    .toEqual([]);
}

/** Chooses English as a visitor does (?lng=en is remembered), and waits until it is in place. */
export async function chooseEnglish(page: Page) {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Learn the skills that save lives',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

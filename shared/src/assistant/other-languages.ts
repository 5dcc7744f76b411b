/**
 * The offline assistant reads requests in the site's languages too (issue 41): before its rules
 * (written for English), a request in Spanish, French, Italian, German, Japanese or Korean has its
 * days, its "open", "closed", "from … to …", "add", "remove" and "no longer" words put in English,
 * word for word (Japanese and Korean put the object first: "X をサービスに追加" becomes "add X as a
 * service"); names, numbers and addresses stay as written.
 */

const DAYS: [RegExp, string][] = [
  [/\b(?:lunes|lundis?|luned[iì]|montags?)(?!\p{L})/giu, 'Monday'],
  [/\b(?:martes|mardis?|marted[iì]|dienstags?)(?!\p{L})/giu, 'Tuesday'],
  [/\b(?:mi[eé]rcoles|mercredis?|mercoled[iì]|mittwochs?)(?!\p{L})/giu, 'Wednesday'],
  [/\b(?:jueves|jeudis?|gioved[iì]|donnerstags?)(?!\p{L})/giu, 'Thursday'],
  [/\b(?:viernes|vendredis?|venerd[iì]|freitags?)(?!\p{L})/giu, 'Friday'],
  [/\b(?:s[aá]bados?|samedis?|sabato|sabati|samstags?|sonnabends?)(?!\p{L})/giu, 'Saturday'],
  [/\b(?:domingos?|dimanches?|domenica|domeniche|sonntags?)(?!\p{L})/giu, 'Sunday'],
];

const WORDS: [RegExp, string][] = [
  // "from 9 to 1": de 9 a 13, de 9h à 13h, dalle 9 alle 13, von 9 bis 13 (Uhr).
  [
    /\b(?:de|desde|dalle|dalla|von|ab)\s+(\d{1,2}(?:[:.h]\d{2})?)\s*h?\s*(?:a|à|hasta|alle|alla|bis)\s+(\d{1,2}(?:[:.h]\d{2})?)\s*(?:h|uhr)?(?!\p{L})/giu,
    'from $1 to $2',
  ],
  [/(\d)h(\d{2})(?!\p{L})/giu, '$1:$2'],
  [/\b(?:cerrados?|cerrado|ferm[ée]s?|chius[oiae]|geschlossen)(?!\p{L})/giu, 'closed'],
  [/\b(?:abiertos?|abrimos|ouverts?|ouvrons|apert[oiae]|apriamo|ge[öo]ffnet|offen)(?!\p{L})/giu, 'open'],
  [/\b(?:a[ñn]adir|a[ñn]ade|agrega|agregar|ajouter|ajoutez|ajoute|aggiungi|aggiungere|hinzuf[üu]gen|f[üu]ge\s+hinzu|f[üu]g)(?!\p{L})/giu, 'add'],
  [/\b(?:quitar|quita|elimina|eliminar|supprimer|supprimez|supprime|enlever|rimuovi|rimuovere|togli|entfernen|entferne|l[öo]schen|l[öo]sche)(?!\p{L})/giu, 'remove'],
  [
    /\b(?:ya\s+no\s+(?:hacemos|ofrecemos)|nous\s+ne\s+(?:faisons|proposons)\s+plus|on\s+ne\s+fait\s+plus|non\s+(?:facciamo|offriamo)\s+pi[uù]|wir\s+(?:bieten|machen)\s+kein(?:e|en)?)(?!\p{L})/giu,
    'we no longer do',
  ],
  [/\b(?:como|comme|come|als)\s+(?:un\s+|una\s+|ein(?:e|en)?\s+)?(?:servicio|service|servizio|leistung|dienstleistung)(?!\p{L})/giu, 'as a service'],
  [/\b(?:la\s+secci[oó]n|la\s+section|la\s+sezione|den\s+abschnitt|die\s+sektion)\s+(?:de\s+|des\s+|di\s+)?(\w+)/gi, 'the $1 section'],
  [/\b(?:colores|couleurs|colori|farben)\s+(?:de\s+|d['’]|di\s+)?(oto[ñn]o|automne|autunno|herbst)(?!\p{L})/giu, 'autumn colours'],
  [/\b(?:oto[ñn]o|automne|autunno|herbstliche?)(?!\p{L})/giu, 'autumn'],
  [/\b(?:tel[ée]fono|t[ée]l[ée]phone|telefono|telefon(?:nummer)?)(?!\p{L})/giu, 'phone'],
  [/\b(?:direcci[oó]n|adresse|indirizzo)(?!\p{L})/giu, 'address'],
  [/\b(?:correo(?:\s+electr[oó]nico)?|courriel|e-?mail)(?!\p{L})/giu, 'email'],
];

/** Words only the four languages use (not English's own, such as "email"). */
const FOREIGN = [...DAYS, ...WORDS].map(([pattern]) => pattern).filter((pattern) => !/e-\?mail|\(\\d\)h/.test(pattern.source));

/** Whether a request reads as one of the four languages rather than English. */
function looksForeign(message: string): boolean {
  return FOREIGN.some((pattern) => new RegExp(pattern.source, 'iu').test(message));
}

/** Japanese and Korean: days (with their particles), times, open and closed, and the object-first add and remove. */
const CJK: [RegExp, string][] = [
  [/月曜日?(?:は|に|も)?|월요일(?:은|에는|에)?/g, ' Monday '],
  [/火曜日?(?:は|に|も)?|화요일(?:은|에는|에)?/g, ' Tuesday '],
  [/水曜日?(?:は|に|も)?|수요일(?:은|에는|에)?/g, ' Wednesday '],
  [/木曜日?(?:は|に|も)?|목요일(?:은|에는|에)?/g, ' Thursday '],
  [/金曜日?(?:は|に|も)?|금요일(?:은|에는|에)?/g, ' Friday '],
  [/土曜日?(?:は|に|も)?|토요일(?:은|에는|에)?/g, ' Saturday '],
  [/日曜日?(?:は|に|も)?|일요일(?:은|에는|에)?/g, ' Sunday '],
  [
    /(\d{1,2})\s*(?:時|시)(?:\s*(\d{1,2})\s*(?:分|분))?\s*(?:から|부터|~|〜)\s*(\d{1,2})\s*(?:時|시)(?:\s*(\d{1,2})\s*(?:分|분))?\s*(?:まで|까지)?/g,
    ' from $1:$2 to $3:$4 ',
  ],
  [/(?:定休日?|休業|休み|お休み|휴무|휴일|쉽니다|쉬어요)(?:です|입니다)?/g, ' closed '],
  [/(?:営業|開店|영업|문을\s*엽니다)(?:します|です|합니다)?/g, ' open '],
];

/** Japanese and Korean put the object first: "X をサービスに追加" → "add X as a service", "X を削除" → "remove X" (per clause). */
const CJK_OBJECT_FIRST: [RegExp, string][] = [
  [/^(.+?)\s*(?:を|을|를)\s*(?:サービス|서비스)\s*(?:に|에|으로|로)?\s*(?:追加|추가)(?:して(?:ください)?|する|해\s*주세요|하세요|해줘)?$/, 'add $1 as a service'],
  [/^(.+?)\s*(?:を|을|를)\s*(?:削除|삭제|제거)(?:して(?:ください)?|する|해\s*주세요|하세요|해줘)?$/, 'remove $1'],
];
const HAS_CJK = /[\u3040-\u30ff\u4e00-\u9faf\uac00-\ud7af]/;

/** The request with the other languages' words the rules read put in English (an English request is left as it is). */
export function inEnglish(message: string): string {
  if (HAS_CJK.test(message)) {
    return message
      .split(/、|。|そして|그리고|,/)
      .map((clause) => {
        let text = clause;
        for (const [pattern, english] of CJK) text = text.replace(pattern, english);
        // "9:" of a whole hour, then the spaces the replacements left.
        text = text
          .replace(/(\d):(?=\s|$)/g, '$1:00')
          .replace(/\s+/g, ' ')
          .trim();
        for (const [pattern, english] of CJK_OBJECT_FIRST) text = text.replace(pattern, english);
        return text;
      })
      .filter(Boolean)
      .join(' and ');
  }
  if (!looksForeign(message)) return message;
  // The four languages' "and" joins clauses as English's does.
  let text = message.replace(/\s+(?:y|et|e|und)\s+/gi, ' and ');
  for (const [pattern, english] of [...DAYS, ...WORDS]) text = text.replace(pattern, english);
  return text;
}

// Invented names built from syllables: fighters, players, places and clubs, never real people.

/** Space-separated syllables, so the lists stay readable and compact. */
function words(...lines: readonly string[]): readonly string[] {
  return lines.join(' ').split(' ');
}

const FIRST_STARTS = words(
  'Ka Ma Lo Da Ri To Se Na Vi Jo Ra Mi Te Bo Za Le Fa Ge Ha Ni',
  'Ro Su Ta Va Ye Ca De El Ar Is Ol Pa Qui Sa Tu Xa Bren Cor Dar Em',
);
const MASCULINE_ENDS = words(
  'ron lin dro mir ven sel nio ko ras do lis vin mar tas nel gor bek ren zo lan',
);
const FEMININE_ENDS = words(
  'ra lia na mira vena sela nia ka rie dora lis vina mara tya nel gia bela rena zia lani',
);
const LAST_STARTS = words(
  'Bar Cor Dal Esk Fen Gal Har Ival Jor Kas Lom Mor Nav Orl Pel',
  'Quor Ras Sol Tam Ul Var Wen Yar Zel Bel Cas Dor Gri Kel Mar',
);
const LAST_MIDDLES = ['a', 'e', 'i', 'o', 'u', 'an', 'en', 'ar', 'or', 'el'];
const LAST_ENDS = words(
  'vic son ski ez ov ani etti ard ley man dez ura',
  'ato ssen berg ford nik ros quez elli ins ek osa ado ier',
);
const PLACE_STARTS = words(
  'Vel Mor Carn Dral Ost Quen Tiv Brae Hal Zan Aver Bryn Cald Dun Elm Fal',
  'Gorr Hev Istr Kel Lud Myr Nor Orv Pell Ruth Sarn Thal Umb Vorn Wyn Yst',
);
const PLACE_ENDS = words(
  'mere wick holt gard ston brook vale mouth by dale ora ena',
  'ara ia ano ella heim burg dorf ac ville mont ijk ova',
);

function combine(...lists: readonly (readonly string[])[]): string[] {
  let out = [''];
  for (const list of lists) out = out.flatMap((head) => list.map((tail) => head + tail));
  // Different syllable splits can spell the same word; duplicates would break uniqueness.
  return [...new Set(out)];
}

const masculineFirst = combine(FIRST_STARTS, MASCULINE_ENDS);
const feminineFirst = combine(FIRST_STARTS, FEMININE_ENDS);
const lastNames = combine(LAST_STARTS, LAST_MIDDLES, LAST_ENDS);
const places = combine(PLACE_STARTS, PLACE_ENDS).map((p) => p.charAt(0) + p.slice(1).toLowerCase());

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Maps an index to a "First Last" name bijectively, so names are unique within one space without
 * remembering the names already handed out (generation stays lazy).
 */
export class PersonNames {
  private readonly first: readonly string[];
  private readonly size: number;
  private readonly multiplier: number;
  private readonly offset: number;

  constructor(style: 'masculine' | 'feminine', salt: number) {
    this.first = style === 'masculine' ? masculineFirst : feminineFirst;
    this.size = this.first.length * lastNames.length;
    let multiplier = 7_919 + (salt % 1_000) * 2;
    while (gcd(multiplier, this.size) !== 1) multiplier++;
    this.multiplier = multiplier;
    this.offset = (salt * 104_729) % this.size;
  }

  /** How many distinct names this space holds. */
  get capacity(): number {
    return this.size;
  }

  nameAt(index: number): string {
    if (index < 0 || index >= this.size) throw new RangeError(`name index ${index} out of range`);
    const p = (index * this.multiplier + this.offset) % this.size;
    const first = this.first[p % this.first.length] ?? '';
    const last = lastNames[Math.floor(p / this.first.length)] ?? '';
    return `${first} ${last}`;
  }
}

/** Invented place names, in a fixed shuffled order picked by `salt`. */
export function placeNames(salt: number): readonly string[] {
  const size = places.length;
  let multiplier = 37 + (salt % 50);
  while (gcd(multiplier, size) !== 1) multiplier++;
  return places.map((_, i) => places[(i * multiplier + salt) % size] ?? '');
}

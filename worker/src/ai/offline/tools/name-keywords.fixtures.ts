import type { Industry } from '@frontdoor/shared';

/**
 * Issue 36: owners' keywords for the business-name tool, as owners type them, for trades outside
 * the 30 industries: mobile trades, and trades whose words overlap an industry's (piano tuning and
 * music lessons, dog grooming and hair salons, cake baking and coffee shops or catering, bike
 * couriers and bike repair, boat repair). Each lists, written here and not read by the code under
 * test, the words that count as the owner's own: the trade, the services it names, the customers
 * and the place; and, for the few that are one of the 30 industries by another word ("mobile
 * hairdresser"), that industry, whose own name words then fit it.
 */
export interface NameKeywords {
  keywords: string;
  /** The trade as typed: "dog", "grooming", "salon". */
  trade: string[];
  /** Services named beside the trade: "repairs" in "piano tuning and repairs". */
  services?: string[];
  customers?: string[];
  place?: string[];
  industry?: Industry;
}

export const NAME_KEYWORDS: readonly NameKeywords[] = [
  { keywords: 'dog grooming salon in Headingley', trade: ['dog', 'grooming', 'salon'], place: ['Headingley'] },
  { keywords: 'piano tuning and repairs', trade: ['piano', 'tuning'], services: ['repairs'] },
  { keywords: 'dry stone walling Skipton', trade: ['dry', 'stone', 'walling'], place: ['Skipton'] },
  { keywords: 'mobile bike repair', trade: ['mobile', 'bike', 'repair'], industry: 'bike-repair' },
  { keywords: 'boat repair and antifouling', trade: ['boat', 'repair'], services: ['antifouling'] },
  { keywords: 'celebration cakes', trade: ['celebration', 'cakes'] },
  { keywords: 'bike courier', trade: ['bike', 'courier'] },
  { keywords: 'chimney sweep', trade: ['chimney', 'sweep'] },
  { keywords: 'wedding photographer York', trade: ['wedding', 'photographer'], place: ['York'] },
  { keywords: 'mobile mechanic', trade: ['mobile', 'mechanic'] },
  { keywords: 'window cleaning', trade: ['window', 'cleaning'] },
  { keywords: 'tree surgeon', trade: ['tree', 'surgeon'] },
  { keywords: 'mobile dog groomer in Otley', trade: ['mobile', 'dog', 'groomer'], place: ['Otley'] },
  { keywords: 'piano tuner', trade: ['piano', 'tuner'] },
  { keywords: 'bike courier in Manchester', trade: ['bike', 'courier'], place: ['Manchester'] },
  { keywords: 'cycle courier and same day delivery', trade: ['cycle', 'courier'], services: ['delivery'] },
  { keywords: 'wedding cakes and cupcakes in Ripon', trade: ['wedding', 'cakes'], services: ['cupcakes'], place: ['Ripon'] },
  { keywords: 'home baker of birthday cakes', trade: ['baker'], services: ['birthday', 'cakes'] },
  { keywords: 'artisan sourdough bakery Hebden Bridge', trade: ['artisan', 'sourdough', 'bakery'], place: ['Hebden', 'Bridge'] },
  { keywords: 'boat repairs Whitby', trade: ['boat', 'repairs'], place: ['Whitby'] },
  { keywords: 'marine engineer', trade: ['marine', 'engineer'] },
  { keywords: 'canal boat painting', trade: ['canal', 'boat', 'painting'] },
  { keywords: 'guitar repairs and setups', trade: ['guitar', 'repairs'], services: ['setups'] },
  { keywords: 'violin maker in Edinburgh', trade: ['violin', 'maker'], place: ['Edinburgh'] },
  { keywords: 'mobile car valeting', trade: ['mobile', 'car', 'valeting'] },
  { keywords: 'mobile tyre fitting', trade: ['mobile', 'tyre', 'fitting'] },
  { keywords: 'mobile hairdresser', trade: ['mobile', 'hairdresser'], industry: 'hair-styling' },
  { keywords: 'mobile nail technician in Wakefield', trade: ['mobile', 'nail', 'technician'], place: ['Wakefield'] },
  { keywords: 'dog walking in Roundhay', trade: ['dog', 'walking'], place: ['Roundhay'] },
  { keywords: 'dog training classes', trade: ['dog', 'training'], services: ['classes'] },
  { keywords: 'cat sitting', trade: ['cat', 'sitting'] },
  { keywords: 'farrier in North Yorkshire', trade: ['farrier'], place: ['North', 'Yorkshire'] },
  { keywords: 'horse riding lessons', trade: ['horse', 'riding', 'lessons'] },
  { keywords: 'upholstery in Harrogate', trade: ['upholstery'], place: ['Harrogate'] },
  { keywords: 'picture framing', trade: ['picture', 'framing'] },
  { keywords: 'key cutting and shoe repairs', trade: ['key', 'cutting'], services: ['shoe', 'repairs'] },
  { keywords: 'watch and clock repairs', trade: ['watch', 'clock', 'repairs'] },
  { keywords: 'clothing alterations', trade: ['clothing', 'alterations'] },
  { keywords: 'butcher in Malton', trade: ['butcher'], place: ['Malton'] },
  { keywords: 'fish and chip shop Whitby', trade: ['fish', 'chip', 'shop'], place: ['Whitby'] },
  { keywords: 'ice cream van', trade: ['ice', 'cream', 'van'] },
  { keywords: 'man and van Sheffield', trade: ['man'], services: ['van'], place: ['Sheffield'] },
  { keywords: 'removals and storage', trade: ['removals'], services: ['storage'] },
  { keywords: 'skip hire', trade: ['skip', 'hire'] },
  { keywords: 'scaffolding', trade: ['scaffolding'] },
  { keywords: 'roofing and guttering in Huddersfield', trade: ['roofing'], services: ['guttering'], place: ['Huddersfield'] },
  { keywords: 'plasterer in Wakefield', trade: ['plasterer'], place: ['Wakefield'] },
  { keywords: 'painter and decorator', trade: ['painter'], services: ['decorator'] },
  { keywords: 'bathroom fitter', trade: ['bathroom', 'fitter'] },
  { keywords: 'driveway cleaning and pressure washing', trade: ['driveway', 'cleaning'], services: ['pressure', 'washing'] },
  { keywords: 'carpet cleaning Bradford', trade: ['carpet', 'cleaning'], place: ['Bradford'], industry: 'house-cleaning' },
  { keywords: 'oven cleaning', trade: ['oven', 'cleaning'] },
  { keywords: 'stonemason', trade: ['stonemason'] },
  { keywords: 'thatcher in Dorset', trade: ['thatcher'], place: ['Dorset'] },
  { keywords: 'blacksmith and forge', trade: ['blacksmith'], services: ['forge'] },
  { keywords: 'aerial and satellite installation', trade: ['aerial'], services: ['satellite', 'installation'] },
  { keywords: 'wedding DJ', trade: ['wedding', 'DJ'] },
  { keywords: 'wedding florist in Ilkley', trade: ['wedding', 'florist'], place: ['Ilkley'] },
  { keywords: 'pottery classes', trade: ['pottery', 'classes'] },
  { keywords: 'handmade candles', trade: ['handmade', 'candles'] },
  { keywords: 'soap making', trade: ['soap', 'making'] },
  { keywords: 'beekeeper selling local honey', trade: ['beekeeper'], services: ['honey'] },
  { keywords: 'bouncy castle hire', trade: ['bouncy', 'castle', 'hire'] },
  { keywords: 'marquee hire Yorkshire', trade: ['marquee', 'hire'], place: ['Yorkshire'] },
  { keywords: 'funeral director', trade: ['funeral', 'director'] },
  { keywords: 'driving instructor', trade: ['driving', 'instructor'] },
  { keywords: 'swimming lessons for children in Leeds', trade: ['swimming', 'lessons'], customers: ['children', 'child'], place: ['Leeds'] },
  { keywords: 'sports massage therapist', trade: ['sports', 'massage', 'therapist'], industry: 'spa' },
];
